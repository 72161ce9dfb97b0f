/**
 * Bundle mode (`PARITY_BUNDLES=cdk.out npm start`): each function's worker loads the bundle CDK built for it instead
 * of its source, from a copy outside the repository, as Lambda runs it from /var/task with only its layers'
 * /opt/nodejs/node_modules to resolve from: a module or a file its bundle lacks fails here as it would in Lambda.
 *
 * The copies are hard links (a copy where linking fails), laid out per set of layers:
 *   <temp>/<n>/asset.<hash>/index.mjs   the bundle (and the files copied beside it)
 *   <temp>/<n>/node_modules/            the layers' nodejs/node_modules merged in order (a later layer wins, as in /opt)
 * Nothing above <temp> holds a node_modules, so neither the bundle's `import`/`require` (the ESM banner's
 * createRequire) nor a layer package's own dependencies can reach the project's node_modules. The one exception is
 * DuckDB, the embedded default's stand-in for Athena (REPORTING_ENGINE=duckdb here, never loaded in Lambda): linked
 * from the project into each node_modules above.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { transformSync } from 'esbuild';
import type { FunctionManifest } from './manifest';

/** What NodejsFunction writes with OutputFormat.ESM (infra/constructs/app-function.ts). */
export const BUNDLE_ENTRY = 'index.mjs';

/** NOT_BUNDLED packages that no layer holds (app-function.ts): the local stand-ins of AWS services, not of Lambda. */
export const LOCAL_STAND_INS = ['@duckdb/node-api'];
const PROJECT_MODULES = join(import.meta.dirname, '../../../node_modules');

interface Resource {
  Type: string;
  Properties?: { Layers?: unknown[] } & Record<string, unknown>;
  Metadata?: Record<string, unknown>;
}
interface AssemblyStack {
  name: string;
  templateFile: string;
}
interface Artifact {
  type: string;
  displayName?: string;
  properties?: { templateFile?: string; stackName?: string; directoryName?: string };
}

export interface FunctionBundle {
  /** The function's asset directory (Lambda's /var/task). */
  dir: string;
  /** The bundle's entry module: `<dir>/index.mjs`. */
  entry: string;
  /** The `nodejs/node_modules` of its layers, in the order the template lists them. */
  layers: string[];
}

/** Every stack of a cloud assembly, those of its nested assemblies (the stages) included. */
export function assemblyStacks(dir: string): AssemblyStack[] {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${resolve(dir)} is not a CDK cloud assembly (no manifest.json): build one with npx cdk synth -c stage=local --quiet`);
  const artifacts = (JSON.parse(readFileSync(file, 'utf8')) as { artifacts?: Record<string, Artifact> }).artifacts ?? {};
  return Object.entries(artifacts).flatMap(([id, a]): AssemblyStack[] => {
    if (a.type === 'aws:cloudformation:stack' && a.properties?.templateFile) {
      return [{ name: a.properties.stackName ?? a.displayName?.replaceAll('/', '-') ?? id, templateFile: join(dir, a.properties.templateFile) }];
    }
    if (a.type === 'cdk:cloud-assembly' && a.properties?.directoryName) return assemblyStacks(join(dir, a.properties.directoryName));
    return [];
  });
}

const templateCache = new Map<string, Record<string, Resource>>();
const resourcesOf = (templateFile: string) => {
  let resources = templateCache.get(templateFile);
  if (!resources) templateCache.set(templateFile, (resources = (JSON.parse(readFileSync(templateFile, 'utf8')) as { Resources?: Record<string, Resource> }).Resources ?? {}));
  return resources;
};

/** A resource's asset directory: its `aws:asset:path` metadata, relative to its template's directory. */
function assetDir(templateFile: string, resource: Resource | undefined, what: string): string {
  const path = resource?.Metadata?.['aws:asset:path'];
  if (typeof path !== 'string') throw new Error(`${what} has no aws:asset:path in ${templateFile}: was the assembly synthesized with bundling off?`);
  const dir = resolve(dirname(templateFile), path);
  if (!existsSync(dir)) throw new Error(`${what}: its asset ${dir} is missing from the assembly`);
  return dir;
}

/** Every function of an assembly with its asset directory and its layers' directories (what Lambda unzips for it). */
export function functionAssets(assemblyDir: string): { name: string; dir: string; layerDirs: string[] }[] {
  return assemblyStacks(assemblyDir).flatMap(({ name, templateFile }) => {
    const resources = resourcesOf(templateFile);
    return Object.entries(resources)
      .filter(([, r]) => r.Type === 'AWS::Lambda::Function' && r.Metadata?.['aws:asset:path'])
      .map(([id, r]) => ({
        name: `${name}/${id}`,
        dir: assetDir(templateFile, r, `${name}/${id}`),
        layerDirs: (r.Properties?.Layers ?? []).map((layer) => {
          const layerId = (layer as { Ref?: string }).Ref!;
          return assetDir(templateFile, resources[layerId], `${name}/${layerId}`);
        }),
      }));
  });
}

/**
 * The bundle CDK built for a function. Its stack is matched by the name after the stage prefix ('Api' of
 * 'local-Api') and holding the function's logical id (ids do not depend on the stage), so an assembly synthesized for
 * another stage name matches too; the exact stack name wins when several stages are in the assembly.
 */
export function findBundle(assemblyDir: string, fn: FunctionManifest): FunctionBundle {
  const stage = fn.path.split('/')[0];
  const suffix = fn.stack.startsWith(`${stage}-`) ? fn.stack.slice(stage.length + 1) : fn.stack;
  const stacks = assemblyStacks(assemblyDir).filter(
    (s) => (s.name === fn.stack || s.name.endsWith(`-${suffix}`)) && resourcesOf(s.templateFile)[fn.logicalId]?.Type === 'AWS::Lambda::Function',
  );
  const exact = stacks.filter((s) => s.name === fn.stack);
  const found = exact.length ? exact : stacks;
  if (found.length !== 1) {
    throw new Error(
      found.length
        ? `${fn.path}: ${fn.logicalId} is in several stacks of ${resolve(assemblyDir)} (${found.map((s) => s.name).join(', ')}); synthesize one stage`
        : `${fn.path}: no bundle in ${resolve(assemblyDir)}: no stack named *-${suffix} holds the function ${fn.logicalId} (synthesized from other sources?)`,
    );
  }
  const { templateFile } = found[0];
  const resources = resourcesOf(templateFile);
  const codeKey = (resources[fn.logicalId].Properties?.Code as { S3Key?: string } | undefined)?.S3Key;
  if (fn.codeKey && codeKey !== fn.codeKey) {
    throw new Error(`${fn.path}: the bundle in ${resolve(assemblyDir)} was built from other sources than today's: synthesize again (npx cdk synth -c stage=local --quiet)`);
  }
  const dir = assetDir(templateFile, resources[fn.logicalId], `${fn.path} (${fn.logicalId})`);
  const entry = join(dir, BUNDLE_ENTRY);
  if (!existsSync(entry)) throw new Error(`${fn.path}: its asset ${dir} has no ${BUNDLE_ENTRY}`);
  const layers = (resources[fn.logicalId].Properties?.Layers ?? []).map((layer) => {
    const id = (layer as { Ref?: string }).Ref;
    if (!id || resources[id]?.Type !== 'AWS::Lambda::LayerVersion') throw new Error(`${fn.path}: layer ${JSON.stringify(layer)} is not a layer of its stack's template`);
    const modules = join(assetDir(templateFile, resources[id], `${fn.path}'s layer ${id}`), 'nodejs', 'node_modules');
    if (!existsSync(modules)) throw new Error(`${fn.path}'s layer ${id} has no nodejs/node_modules`);
    return modules;
  });
  return { dir, entry, layers };
}

/** Recreates `from` under `to`: directories made, files hard-linked (copied across devices), symlinks copied. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      linkTree(source, target);
      continue;
    }
    rmSync(target, { force: true }); // a later layer's file replaces an earlier one's
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

export interface StagedBundles {
  /** The temp directory holding the copies. */
  root: string;
  /** The function's bundle entry, in its copy. */
  fileOf(fn: FunctionManifest): string;
  /** function-host.ts as plain JavaScript: the worker runs without tsx. */
  host: string;
  dispose(): void;
}

/** Copies the functions' bundles and their layers out of the assembly into a fresh temp dir (see above). */
export function stageBundles(assemblyDir: string, functions: readonly FunctionManifest[]): StagedBundles {
  const bundles = functions.map((fn) => [fn.key, findBundle(assemblyDir, fn)] as const);
  const root = mkdtempSync(join(tmpdir(), 'marquee-bundles-'));
  const sets = new Map<string, string>();
  const files = new Map<string, string>();
  for (const [key, bundle] of bundles) {
    const setKey = bundle.layers.join('\n');
    let set = sets.get(setKey);
    if (!set) {
      sets.set(setKey, (set = join(root, String(sets.size))));
      const modules = join(set, 'node_modules');
      for (const layer of bundle.layers) linkTree(layer, modules);
      for (const name of LOCAL_STAND_INS) {
        mkdirSync(dirname(join(modules, name)), { recursive: true });
        if (existsSync(join(PROJECT_MODULES, name)) && !existsSync(join(modules, name))) symlinkSync(join(PROJECT_MODULES, name), join(modules, name));
      }
    }
    const copy = join(set, basename(bundle.dir));
    if (!existsSync(copy)) linkTree(bundle.dir, copy);
    files.set(key, join(copy, BUNDLE_ENTRY));
  }
  const host = join(root, 'function-host.mjs');
  const source = readFileSync(join(import.meta.dirname, 'function-host.ts'), 'utf8');
  writeFileSync(host, transformSync(source, { loader: 'ts', format: 'esm', target: 'node20' }).code);
  return {
    root,
    host,
    fileOf(fn) {
      const file = files.get(fn.key);
      if (!file) throw new Error(`${fn.path} has no staged bundle`);
      return file;
    },
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}
