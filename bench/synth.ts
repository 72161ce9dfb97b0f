/**
 * `npm run bench -- synth`: how long `npm run synth` takes (goal < 60 s on this machine) and where the time goes:
 * the app's constructs, templates and cdk-nag without bundling (in process), and esbuild bundling every function
 * alone (the reference: work no synth can skip). The rest is the CLI's start, esbuild's processes and asset staging.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { build } from 'esbuild';
import { QUEUES } from '@functions/queues';
import { DOMAINS } from '@functions/routes';
import { NOT_BUNDLED, REPO_ROOT } from '@infra/constructs/app-function';
import { MarqueeStage } from '@infra/stacks/marquee-stage';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The entries the stacks bundle: one per domain API, the realtime handlers, one per queue consumer. */
const ENTRIES = [
  ...DOMAINS.map((domain) => `functions/${domain}/index.ts`),
  'functions/realtime/index.ts',
  ...QUEUES.map(({ consumer }) => `functions/${consumer.split('/')[0]}/consumers/${consumer.split('/')[1]}.ts`),
];

async function timed(run: () => unknown): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

function synthWithoutBundling() {
  const context = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context as Record<string, unknown>;
  const outdir = mkdtempSync(join(tmpdir(), 'bench-synth-'));
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] }, outdir });
  new MarqueeStage(app, 'bench', { buildVersion: 'bench', mail: { from: 'no-reply@marquee.example' }, site: { allowPlaceholderUrl: true } });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  app.synth();
  rmSync(outdir, { recursive: true, force: true });
}

export async function synthBench() {
  const out = mkdtempSync(join(tmpdir(), 'bench-cdk-out-'));
  const full = await timed(() => spawnSync(join(REPO_ROOT, 'node_modules', '.bin', 'cdk'), ['synth', '--quiet', '-c', 'allowPlaceholderUrl=true', '-o', out], { cwd: REPO_ROOT, stdio: 'ignore' }));
  rmSync(out, { recursive: true, force: true });
  const constructs = await timed(synthWithoutBundling);
  const bundling = await timed(async () => {
    for (const entry of ENTRIES) {
      await build({ entryPoints: [join(REPO_ROOT, entry)], bundle: true, platform: 'node', target: 'node22', format: 'esm', write: false, external: [...NOT_BUNDLED], logLevel: 'silent' });
    }
  });
  console.log(`\nnpm run synth: ${seconds(full)} (goal < 60 s), ${(full / bundling).toFixed(1)}x esbuild bundling its ${ENTRIES.length} functions alone (${seconds(bundling)})`);
  console.log(`  constructs, templates and cdk-nag without bundling: ${seconds(constructs)}; the rest is the CLI, esbuild's processes and asset staging`);
}
