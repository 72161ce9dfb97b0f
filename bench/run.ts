/**
 * `npm run bench`: figures as ratios to a reference measured in the same run (absolute times on a shared 2-core
 * machine are noise). Not a test: nothing here fails on a number.
 * - GET /api/auth/current-user through the local gateway at 1 and 50 concurrent, median and p99, each over a handler
 *   mounted the same way that makes the same DynamoDB reads through the same client (and beside a no-op handler).
 * - Per-domain Lambda bundle size (esbuild, minified ESM as deployed) over a bundle of middy core alone.
 * - Cold import of every Lambda bundle as CDK builds it, over middy core alone (cold-import.ts).
 * - The JS the sign-in route loads in Chromium, gzip, against its goal (<= 100 KiB) and over all the site's JS.
 * - The reporter service at 10 million rows over raw DuckDB and PostgreSQL (bench/report.ts).
 * - /reporter in headless Chromium to fully loaded at 10 million rows over the same queries on DuckDB (bench/dashboard.ts).
 * - The asset library list over 10,000 assets and a 1 GB upload with the gateway's memory (bench/assets.ts).
 * - `npm run synth`'s time and where it goes (bench/synth.ts).
 * - fauxqs memory through a large multipart upload, data in a folder as under npm start (bench/upload-memory.ts).
 * - A template's thumbnails on a warm browser over a blank page shot (bench/thumbnails.ts).
 * - A bulk HTML prerender of 1,000 variations over zipping and storing the same files untouched (bench/prerender.ts).
 * - 10,000 variations out of 10^30 permutations over a plain loop building as many objects (bench/variations.ts).
 * - A template zip's upload-side parse over unzipping it alone (bench/templates.ts).
 * - The campaign list's first page over 5,000 campaigns of a partner over a no-op handler (bench/campaigns.ts).
 * - A 10,000-row assembly CSV parsed and checked over a plain papaparse parse (bench/assemblies.ts).
 * - A 10,000-variant personalize tree: first page and bulk activation over a no-op handler (bench/personalize.ts).
 * - The personalize grid of a 10,000-variant tree in Chromium: first rows on screen, DOM rows while scrolling (bench/personalize-grid.ts).
 * - A 100,000-row signals CSV uploaded, checked and stored, over papaparse parsing it, with memory (bench/signals.ts).
 * - The comments panel's first page over a campaign with 5,000 comments, over a no-op handler (bench/comments.ts).
 * - One notification to 200 connected sockets through the local gateway over a bare ws broadcast (bench/notifications.ts).
 * - Creative scoring of one 1080x1080 image and of 100 variations over a sharp decode of them (bench/scoring.ts).
 * - 100 screenshots of a 300x250 template on one warm browser and a PDF of them, over blank page shots (bench/screenshots.ts).
 * - A 15 s 1080p video creative rendered to the platform formats, over the video's length and a plain ffmpeg copy (bench/video.ts).
 */
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMAINS } from '@functions/routes';
import { NOT_BUNDLED } from '@infra/constructs/app-function';
import { ensureJava } from '@infra/local/java';
import { ensureSite, ROOT, SITE_DIR } from '@infra/local/site';
import { startLocalStack } from '@infra/local/stack';
import { loadCaller } from '@functions/lib/session';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { reportBench } from './report';
import { dashboardBench } from './dashboard';
import { assetsBench, NOOP_ROUTE } from './assets';
import { ingestBench } from './ingest';
import { synthBench } from './synth';
import { uploadMemoryBench } from './upload-memory';
import { faultsBench } from './faults';
import { coldImportBench } from './cold-import';
import { thumbnailsBench } from './thumbnails';
import { prerenderBench } from './prerender';
import { variationsBench } from './variations';
import { scoringBench } from './scoring';
import { templatesBench } from './templates';
import { campaignsBench } from './campaigns';
import { assembliesBench } from './assemblies';
import { personalizeBench } from './personalize';
import { personalizeGridBench } from './personalize-grid';
import { signalsBench } from './signals';
import { commentsBench } from './comments';
import { notificationsBench } from './notifications';
import { screenshotsBench } from './screenshots';
import { videoBench } from './video';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(url: string, cookie: string, concurrency: number) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const t = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p99: percentile(times, 99) };
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function latency() {
  ensureJava();
  const stack = await startLocalStack({
    port: 0,
    siteDir: SITE_DIR,
    seed: true,
    // a small reporting seed, written before the server starts (the report bench has its own, large one)
    env: { SEED_REPORT_ROWS: '10000' },
    extraRoutes: [
      NOOP_ROUTE,
      // The fair reference: the same session and user reads through the same DynamoDB client, without the framework.
      {
        method: 'GET',
        path: '/bench/reads',
        handler: async (event) => {
          const caller = await loadCaller(event as never);
          return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: caller.user.id, email: caller.user.email, role: caller.user.role }) };
        },
      },
    ],
  });
  try {
    const login = await fetch(`${stack.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'manager@demo.test', password: DEMO_PASSWORD_DEFAULT }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    // warm both paths (module loading, connection pools, DynamoDB Local's JIT)
    await measure(`${stack.url}/api/auth/current-user`, cookie, 10);
    await measure(`${stack.url}/api/bench/noop`, cookie, 10);
    await measure(`${stack.url}/api/bench/reads`, cookie, 10);
    console.log(`\nGET /api/auth/current-user through the local gateway (${REQUESTS} requests each): ratio to a handler mounted the same way`);
    console.log('that makes the same session and user reads through the same client (goal <= 1.5x), and to a no-op handler');
    for (const c of [1, 50]) {
      const noop = await measure(`${stack.url}/api/bench/noop`, cookie, c);
      const reads = await measure(`${stack.url}/api/bench/reads`, cookie, c);
      const real = await measure(`${stack.url}/api/auth/current-user`, cookie, c);
      console.log(
        `  concurrency ${String(c).padStart(2)}: median ${(real.median / reads.median).toFixed(2)}x the reads (${fmt(real.median)} vs ${fmt(reads.median)}; no-op ${fmt(noop.median)}), ` +
          `p99 ${(real.p99 / reads.p99).toFixed(2)}x (${fmt(real.p99)} vs ${fmt(reads.p99)}; no-op ${fmt(noop.p99)})`,
      );
    }
  } finally {
    await stack.stop();
  }
}

async function bundleSize(entry: string | { contents: string }) {
  const result = await build({
    ...(typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: { ...entry, resolveDir: ROOT, loader: 'ts' } }),
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    write: false,
    external: ['@aws-sdk/*', ...NOT_BUNDLED],
    logLevel: 'silent',
  });
  return result.outputFiles[0].contents.byteLength;
}

async function bundles() {
  const floor = await bundleSize({ contents: "import middy from '@middy/core'; export const handler = middy(async () => ({}));" });
  console.log(`\nLambda bundle per domain (minified ESM, AWS SDK external as on the nodejs22.x runtime, native packages as deployed), ratio to middy core alone (${kb(floor)})`);
  for (const domain of [...DOMAINS, 'realtime']) {
    const size = await bundleSize(join(ROOT, 'functions', domain, 'index.ts'));
    console.log(`  ${domain.padEnd(16)} ${kb(size).padStart(10)}  ${(size / floor).toFixed(1)}x`);
  }
}

/** The sign-in page's goal: the JS it loads, gzip. */
const SIGN_IN_JS_GOAL = 100 * 1024;

/**
 * What Chromium fetches for /login from the built site (served from its folder; the anonymous page calls no API), each
 * file gzipped: the entry, what it preloads and every chunk the login route imports, however deep.
 */
async function signInJs() {
  ensureSite();
  const assets = join(SITE_DIR, 'assets');
  const all = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const total = all.reduce((s, f) => s + gzipSync(readFileSync(join(assets, f))).byteLength, 0);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    await page.route('http://site.invalid/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path.startsWith('/api/')) return route.fulfill({ status: 404, json: {} });
      return route.fulfill({ path: path.startsWith('/assets/') ? join(SITE_DIR, path) : join(SITE_DIR, 'index.html') });
    });
    const loaded = new Map<string, number>();
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) loaded.set(res.url(), gzipSync(readFileSync(join(SITE_DIR, new URL(res.url()).pathname))).byteLength);
    });
    await page.goto('http://site.invalid/login');
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    const login = [...loaded.values()].reduce((s, b) => s + b, 0);
    console.log(
      `\nSign-in route JS as Chromium loads /login: ${kb(login)} gzip in ${loaded.size} files (goal <= ${kb(SIGN_IN_JS_GOAL)}: ${(login / SIGN_IN_JS_GOAL).toFixed(2)}x of it); ` +
        `${(login / total).toFixed(2)}x of all the site's JS (${kb(total)} gzip in ${all.length} files)`,
    );
  } finally {
    await browser.close();
  }
}

// `npm run bench -- report` runs the named benches only; none named runs all.
const BENCHES: Record<string, () => unknown> = {
  latency,
  bundles,
  'cold-import': coldImportBench,
  'sign-in': signInJs,
  report: reportBench,
  dashboard: dashboardBench,
  assets: assetsBench,
  ingest: ingestBench,
  synth: synthBench,
  'upload-memory': uploadMemoryBench,
  faults: faultsBench,
  thumbnails: thumbnailsBench,
  prerender: prerenderBench,
  variations: variationsBench,
  templates: templatesBench,
  campaigns: campaignsBench,
  assemblies: assembliesBench,
  personalize: personalizeBench,
  'personalize-grid': personalizeGridBench,
  signals: signalsBench,
  comments: commentsBench,
  notifications: notificationsBench,
  scoring: scoringBench,
  screenshots: screenshotsBench,
  video: videoBench,
};
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length) throw new Error(`Unknown bench ${unknown.join(', ')}: one of ${Object.keys(BENCHES).join(', ')}`);
if (asked.length === 1) {
  await BENCHES[asked[0]!]!();
  // done and its stack stopped: a handle left open (a keep-alive socket, a worker's MessagePort) must not hold the run
  process.exit(process.exitCode ?? 0);
} else {
  // Each in a process of its own: the SDK clients are made once per process, for the embedded stack it started.
  for (const name of asked.length ? asked : Object.keys(BENCHES)) {
    const { status } = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'bench', 'run.ts'), name], { stdio: 'inherit', env: process.env });
    if (status !== 0) process.exitCode = status ?? 1;
  }
}
