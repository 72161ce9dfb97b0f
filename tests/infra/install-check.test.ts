/** The postinstall line: npm's engine warnings are replaced by one honest line, and real mismatches still show. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '@infra/local/site';

it('says which Node runs the scripts and finds no package that Node 22 does not support', () => {
  const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), ['infra/local/install-check.ts'], { cwd: ROOT, encoding: 'utf8' });
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^\[install\] \d+ packages\. npm scripts \(start, test, synth, bench\) run on Node v22\.\d+\.\d+ from the node dev dependency/);
  expect(run.stderr).not.toMatch(/warning/);
});
