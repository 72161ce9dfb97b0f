/**
 * Bundle mode of the embedded default (infra/local/parity/bundles.ts): a function's bundle and layers are found in a
 * cloud assembly by its stack's name after the stage and its logical id, and staged where Node cannot reach the
 * project's node_modules. A tiny fake assembly stands in for `cdk synth`.
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findBundle, stageBundles } from '@infra/local/parity/bundles';
import type { FunctionManifest } from '@infra/local/parity/manifest';

const fn: FunctionManifest = {
  key: 'functions/campaigns/index.ts#handler',
  entry: 'functions/campaigns/index.ts',
  exportName: 'handler',
  path: 'local/Api/CampaignsFunction',
  stack: 'local-Api',
  logicalId: 'CampaignsFunctionFnA1B2C3D4',
  timeoutS: 10,
  memoryMb: 512,
  environment: {},
  policies: [],
};

const write = (file: string, text: string) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
};

/** An assembly synthesized for the stage 'other': cdk.out/assembly-other/ with the Api stack, one function and its layer. */
function fakeAssembly(functionMetadata: Record<string, unknown> = { 'aws:asset:path': '../asset.fn123' }): string {
  const dir = mkdtempSync(join(tmpdir(), 'parity-bundles-test-'));
  write(join(dir, 'manifest.json'), JSON.stringify({ artifacts: { 'assembly-other': { type: 'cdk:cloud-assembly', properties: { directoryName: 'assembly-other' } } } }));
  write(
    join(dir, 'assembly-other', 'manifest.json'),
    JSON.stringify({ artifacts: { otherApi1234: { type: 'aws:cloudformation:stack', displayName: 'other/Api', properties: { templateFile: 'otherApi1234.template.json', stackName: 'other-Api' } } } }),
  );
  write(
    join(dir, 'assembly-other', 'otherApi1234.template.json'),
    JSON.stringify({
      Resources: {
        [fn.logicalId]: { Type: 'AWS::Lambda::Function', Properties: { Layers: [{ Ref: 'ImageLayer99' }] }, Metadata: functionMetadata },
        ImageLayer99: { Type: 'AWS::Lambda::LayerVersion', Metadata: { 'aws:asset:path': '../asset.layer456' } },
      },
    }),
  );
  // the bundle imports the layer's package, and a package of the project's node_modules that no layer holds
  write(join(dir, 'asset.fn123', 'index.mjs'), "export const handler = async (name) => (await import(name)).default;\n");
  write(join(dir, 'asset.layer456', 'nodejs', 'node_modules', 'fake-native', 'package.json'), JSON.stringify({ name: 'fake-native', main: 'index.js' }));
  write(join(dir, 'asset.layer456', 'nodejs', 'node_modules', 'fake-native', 'index.js'), "module.exports = 'from the layer';\n");
  return dir;
}

const dirs: string[] = [];
const assembly = (metadata?: Record<string, unknown>) => {
  const dir = fakeAssembly(metadata);
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('parity bundles', () => {
  it("finds a function's bundle and layers in an assembly of another stage name", () => {
    const dir = assembly();
    expect(findBundle(dir, fn)).toEqual({
      dir: join(dir, 'asset.fn123'),
      entry: join(dir, 'asset.fn123', 'index.mjs'),
      layers: [join(dir, 'asset.layer456', 'nodejs', 'node_modules')],
    });
  });

  it('fails naming the function when the assembly does not hold it or its asset', () => {
    expect(() => findBundle(assembly(), { ...fn, logicalId: 'OtherFunctionFn00' })).toThrow(/local\/Api\/CampaignsFunction.*OtherFunctionFn00/);
    expect(() => findBundle(assembly({}), fn)).toThrow(/local\/Api\/CampaignsFunction.*aws:asset:path/);
    expect(() => findBundle(assembly({ 'aws:asset:path': '../asset.gone' }), fn)).toThrow(/local\/Api\/CampaignsFunction.*asset\.gone/);
  });

  it("stages the bundle outside the repository: its layer's packages resolve, the project's do not", () => {
    const staged = stageBundles(assembly(), [fn]);
    try {
      const file = staged.fileOf(fn);
      expect(file.startsWith(staged.root)).toBe(true);
      const load = (name: string) =>
        spawnSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(file)}); console.log(await m.handler(${JSON.stringify(name)}));`], { encoding: 'utf8' });
      expect(load('fake-native').stdout.trim()).toBe('from the layer');
      const project = load('vitest');
      expect(project.status).not.toBe(0);
      expect(project.stderr).toMatch(/ERR_MODULE_NOT_FOUND|Cannot find package 'vitest'/);
      // but DuckDB, the local stand-in for Athena, is there
      expect(lstatSync(join(dirname(dirname(file)), 'node_modules', '@duckdb', 'node-api')).isSymbolicLink()).toBe(true);
      // the worker's host, as plain JavaScript (no tsx in a bundle's worker)
      expect(spawnSync(process.execPath, ['--check', staged.host]).status).toBe(0);
    } finally {
      staged.dispose();
    }
  });
});
