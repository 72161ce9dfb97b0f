/**
 * A machine without Chromium: `npm start` (and `npm test`) stop before anything starts and print the exact command
 * that installs it, instead of starting and failing every render job (when not root; as root they install it).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '@infra/local/site';

const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');

it('stops with the command that installs Chromium when the browser is missing and the user is not root', () => {
  const script = "import { ensureChromium } from '@infra/local/chromium'; ensureChromium({ path: '/nonexistent/chromium', root: false }); console.log('went on');";
  const run = spawnSync(tsx, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
  expect(run.status).toBe(1);
  expect(run.stdout).not.toContain('went on');
  expect(run.stderr).toContain('Marquee renders creatives (thumbnails, screenshots, PDFs)');
  expect(run.stderr).toContain('sudo apt-get update && sudo apt-get install -y chromium');
});

it('goes on when the browser is there', () => {
  const script = "import { ensureChromium } from '@infra/local/chromium'; ensureChromium({ path: process.execPath, root: false }); console.log('went on');";
  const run = spawnSync(tsx, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('went on');
});

it('is checked by npm start before the stack starts, as Java is', () => {
  const start = readFileSync(join(ROOT, 'infra/local/start.ts'), 'utf8');
  const checked = start.indexOf('ensureChromium();');
  expect(checked).toBeGreaterThan(-1);
  expect(checked).toBeLessThan(start.indexOf('await startLocalStack('));
});
