/**
 * The site every start serves is the production build, whoever built it: a start from inside a test run (NODE_ENV=test)
 * once built antd's test mode into it, where every dialog is labelled by 'test-id' and so has no accessible name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ensureSite, SITE_DIR } from '@infra/local/site';

it('serves a production build of the site, without antd test ids or dev-only styles', () => {
  expect(process.env.NODE_ENV).toBe('test');
  ensureSite();
  const assets = join(SITE_DIR, 'assets');
  const js = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  expect(js.length).toBeGreaterThan(100_000);
  expect(js).not.toContain('css-dev-only-do-not-override');
  expect(js).not.toContain('"test-id"');
});
