/** Every kind of answer of the local gateway carries the security headers of infra/security-headers.ts. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '@infra/local/gateway';
import { securityHeaders } from '@infra/security-headers';
import { baseUrl, signIn } from './client';

let site: Gateway;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Marquee</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'export {};');
  site = await startGateway({ port: 0, siteDir: dir });
});
afterAll(() => site.close(100));

const expectSecure = (res: Response) => {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
};

describe('security headers', () => {
  it('are defined once, with a script policy of the app alone', () => {
    expect(securityHeaders()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self';/);
  });

  it.each([
    ['the site page', '/concepts'],
    ['a script of the site', '/assets/app.js'],
  ])('are on %s', async (_, path) => {
    const res = await fetch(`${site.url}${path}`);
    expect(res.status).toBe(200);
    expectSecure(res);
  });

  it('are on API answers, API errors, redirects and the /s3 pass-through', async () => {
    const me = await signIn('reviewer@demo.test');
    const answers = await Promise.all([
      fetch(`${baseUrl()}/api/auth/current-user`, { headers: { cookie: me.cookie } }),
      fetch(`${baseUrl()}/api/auth/current-user`),
      fetch(`${baseUrl()}/api/auth/callback?error=access_denied`, { redirect: 'manual' }),
      fetch(`${baseUrl()}/s3/`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 401, 302, 403]);
    for (const res of answers.slice(0, 3)) expectSecure(res);
    // files from the bucket get a stricter policy of their own: nothing in them runs on the app's origin
    const file = answers[3];
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('x-frame-options')).toBe('DENY');
  });
});
