/**
 * `npm test`: installs what the suite needs (Java 17 for DynamoDB Local, Chromium), builds the site, runs the Vitest
 * projects (shared, functions against the embedded stack, infra, web) and then the Playwright e2e suite against
 * `npm start`. In CI (or with PARITY_BUNDLES_E2E=1) it then synthesizes the 'local' stage with its bundles and runs
 * the quota checks over them and a part of the e2e suite that reaches every domain and queue against `npm start`
 * running those bundles (bundle parity: README 'Parity'). Ends with one line 'N passed, N failed' and exits non-zero
 * when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '@infra/local/chromium';
import { ensureJava } from '@infra/local/java';
import { ensureSite, ROOT } from '@infra/local/site';

ensureJava();
ensureChromium();
ensureSite();

const out = mkdtempSync(join(tmpdir(), 'marquee-test-'));
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const run = (cmd: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const only = process.argv.slice(2);
const unitJson = join(out, 'vitest.json');
const e2eJson = join(out, 'playwright.json');
const unitStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`, ...only]);
const e2eStatus = only.length ? 0 : run(bin('playwright'), ['test', '--config', 'tests/e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });

/** The e2e specs run against the bundles: between them every domain's function and every queue's consumer. */
const BUNDLE_SPECS = ['concept-wizard', 'assets', 'templates', 'storyboards', 'personalize', 'comments', 'renders', 'exports', 'publishing', 'reporter', 'video-render', 'realtime-topics'];
const bundlesJson = join(out, 'playwright-bundles.json');
const quotasJson = join(out, 'vitest-quotas.json');
let bundleStatus = 0;
if (!only.length && (process.env.CI || process.env.PARITY_BUNDLES_E2E)) {
  const assembly = join(ROOT, 'cdk.out');
  bundleStatus =
    run(bin('cdk'), ['synth', '-c', 'stage=local', '--quiet', '-o', assembly]) ||
    run(bin('vitest'), ['run', 'tests/infra/quotas.test.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${quotasJson}`], { QUOTA_CDK_OUT: assembly }) ||
    run(bin('playwright'), ['test', '--config', 'tests/e2e/playwright.config.ts', ...BUNDLE_SPECS.map((s) => `tests/e2e/${s}.spec.ts`)], { PARITY_BUNDLES: assembly, PLAYWRIGHT_JSON_OUTPUT_NAME: bundlesJson });
}

let passed = 0;
let failed = 0;
let flaky = 0;
for (const file of [unitJson, quotasJson].filter((f) => existsSync(f))) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
for (const file of [e2eJson, bundlesJson].filter((f) => existsSync(f))) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
  flaky += r.stats.flaky;
}
// e2e tests that passed only on CI's second try (playwright.config.ts retries) are counted as passed and named here
if (flaky) console.log(`\n${flaky} e2e test(s) passed on a second try (flaky): see the list above`);
// a runner that crashed before reporting still fails the run
if ((unitStatus !== 0 || e2eStatus !== 0 || bundleStatus !== 0) && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
