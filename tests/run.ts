/**
 * `npm test`: installs what the suite needs (Java 17 for DynamoDB Local, Chromium), builds the site, runs the Vitest
 * projects (shared, functions against the embedded stack, infra, web) and then the Playwright e2e suite against
 * `npm start`. Ends with one line 'N passed, N failed' and exits non-zero when anything failed.
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

let passed = 0;
let failed = 0;
if (existsSync(unitJson)) {
  const r = JSON.parse(readFileSync(unitJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (existsSync(e2eJson)) {
  const r = JSON.parse(readFileSync(e2eJson, 'utf8'));
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
}
// a runner that crashed before reporting still fails the run
if ((unitStatus !== 0 || e2eStatus !== 0) && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
