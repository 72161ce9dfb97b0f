/**
 * `npm run bench -- cold-import`: how long each Lambda bundle takes to import in a fresh Node process, which a cold
 * container pays before its first answer. Each function is bundled as CDK bundles it (infra/constructs/app-function.ts:
 * minified ESM with the require banner, the AWS SDK inside, source maps beside it, the layers' packages left out) into
 * node_modules/.cache, then imported by a new `node` (the layers' packages resolve from the project's node_modules, as
 * from /opt, and are not loaded unless the import runs them), median of 3, against the base every function carries
 * (middy, the DynamoDB document client, zod) bundled and imported the same way in the same run. The goal is < 1 s per bundle; the run also times the largest one with
 * --enable-source-maps, which the functions no longer set.
 */
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEDULED_BINDINGS } from '@functions/consumer-bindings';
import { QUEUES } from '@functions/queues';
import { DOMAINS } from '@functions/routes';
import { ESM_REQUIRE_BANNER, NOT_BUNDLED } from '@infra/constructs/app-function';
import { ROOT } from '@infra/local/site';
import { median } from './report';

const GOAL_MS = 1000;
const ROUNDS = 3;
const OUT = join(ROOT, 'node_modules', '.cache', 'marquee-cold-import');

const ENTRIES = [
  ...DOMAINS.map((d) => `functions/${d}/index.ts`),
  'functions/realtime/index.ts',
  ...QUEUES.map((q) => `functions/${q.consumer.split('/')[0]}/consumers/${q.consumer.split('/')[1]}.ts`),
  ...Object.keys(SCHEDULED_BINDINGS).map((e) => `functions/${e}.ts`),
];

/** What every function bundles: middy, the DynamoDB document client, zod. */
const BASE = `
  import middy from '@middy/core';
  import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
  import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
  import * as z from 'zod';
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const body = z.object({ id: z.string() });
  export const handler = middy(async (event) => ({ db: typeof db.send, ok: body.safeParse(event).success }));
`;

async function bundle(name: string, entry: { file: string } | { contents: string }): Promise<string> {
  const outfile = join(OUT, `${name}.mjs`);
  await build({
    ...('file' in entry ? { entryPoints: [join(ROOT, entry.file)] } : { stdin: { contents: entry.contents, resolveDir: ROOT, loader: 'ts' } }),
    bundle: true,
    minify: true,
    sourcemap: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    banner: { js: ESM_REQUIRE_BANNER },
    mainFields: ['module', 'main'],
    external: [...NOT_BUNDLED],
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

/** Milliseconds from the start of a fresh process's import of the file to its end, median of ROUNDS. */
function importMs(file: string, flags: string[] = []): number {
  const times = Array.from({ length: ROUNDS }, () => {
    const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
    const run = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], { cwd: OUT, encoding: 'utf8', env: { PATH: process.env.PATH, AWS_REGION: 'us-east-1' } });
    if (run.status !== 0) throw new Error(`${file} does not import: ${run.stderr.split('\n').slice(0, 4).join(' ')}`);
    return Number(run.stdout.trim().split('\n').at(-1));
  });
  return median(times);
}

export async function coldImportBench() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'package.json'), '{"type":"module"}');
  const floor = importMs(await bundle('floor', { contents: BASE }));
  console.log(`\nLambda bundles, cold import in a fresh node ${process.version} (median of ${ROUNDS}), beside the base every function carries (${floor.toFixed(0)} ms); goal < ${GOAL_MS} ms each`);
  const rows: { entry: string; ms: number; file: string }[] = [];
  for (const entry of [...new Set(ENTRIES)]) {
    const file = await bundle(entry.replace(/^functions\//, '').replace(/\.ts$/, '').replace(/\//g, '_'), { file: entry });
    rows.push({ entry, ms: importMs(file), file });
  }
  rows.sort((a, b) => b.ms - a.ms);
  for (const { entry, ms, file } of rows) {
    const mb = (statSync(file).size / 2 ** 20).toFixed(1);
    console.log(`  ${entry.padEnd(58)} ${`${ms.toFixed(0)} ms`.padStart(8)}  ${(ms / floor).toFixed(1).padStart(5)}x  ${mb.padStart(5)} MiB  ${ms < GOAL_MS ? 'within goal' : 'OVER GOAL'}`);
  }
  const worst = rows[0]!;
  const over = rows.filter((r) => r.ms >= GOAL_MS).length;
  console.log(`  slowest ${worst.entry}: ${worst.ms.toFixed(0)} ms (${(worst.ms / GOAL_MS).toFixed(2)}x of the goal); ${over} of ${rows.length} over ${GOAL_MS} ms`);
  console.log(`  the same with --enable-source-maps: ${importMs(worst.file, ['--enable-source-maps']).toFixed(0)} ms`);
}
