import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { buildStage } from './build';

describe('bundling in tests', () => {
  it('is off for every stack, so no function is bundled', () => {
    const { app, stage } = buildStage();
    const stacks = stage.node.children.filter((c): c is Stack => Stack.isStack(c));
    expect(stacks.map((s) => s.bundlingRequired)).toEqual(stacks.map(() => false));
    const assembly = app.synth();
    const bundles = readdirSync(assembly.directory, { recursive: true, encoding: 'utf8' }).filter((f) => path.basename(f) === 'index.mjs');
    expect(bundles).toEqual([]);
  });

  it('is on by default (what the skip above turns off)', () => {
    expect(new Stack(new App(), 'Plain').bundlingRequired).toBe(true);
  });
});
