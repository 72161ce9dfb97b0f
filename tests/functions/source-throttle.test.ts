/**
 * Sign-in throttling per client address: spraying many accounts from one source gets 429 with Retry-After for its
 * further failures, whichever accounts, while a right password from that source still signs in; other sources are
 * not affected. The spraying client binds its own loopback address (127.0.0.2),
 * so the rest of the suite, on 127.0.0.1, is not throttled by it.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SOURCE_LIMITS, SOURCE_WINDOW_MS } from '@shared/constants';
import { baseUrl, call, signIn } from './client';

function postFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; retryAfter: string | undefined; message: string }> {
  const url = new URL(path, baseUrl());
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, message: JSON.parse(text || '{}').message }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** Counts are per one-minute window: start well inside one, so the whole burst lands in it. */
async function freshWindow() {
  const into = Date.now() % SOURCE_WINDOW_MS;
  if (into > SOURCE_WINDOW_MS - 15_000) await new Promise((r) => setTimeout(r, SOURCE_WINDOW_MS - into + 100));
}

describe('sign-in throttling per source', () => {
  it('answers 429 with Retry-After once one address has sprayed too many accounts, and keeps other addresses out of it', async () => {
    await freshWindow();
    const answers = [];
    for (let i = 0; i < SOURCE_LIMITS.login + 5; i++) {
      answers.push(await postFrom('127.0.0.2', '/api/auth/login', { username: `spray-${i}-${Date.now()}@demo.test`, password: 'Guess-Password-1' }));
    }
    expect(answers.slice(0, SOURCE_LIMITS.login).every((a) => a.status === 401)).toBe(true);
    const refused = answers.slice(SOURCE_LIMITS.login);
    expect(refused.every((a) => a.status === 429 && a.message === 'Too Many Requests')).toBe(true);
    expect(Number(refused[0].retryAfter)).toBeGreaterThan(0);
    expect(Number(refused[0].retryAfter)).toBeLessThanOrEqual(60);
    // only failures are refused: a right password from the same address (an office behind one NAT) still signs in,
    // and the address's next wrong one is refused again
    const right = await postFrom('127.0.0.2', '/api/auth/login', { username: 'reviewer@demo.test', password: 'Demo-Password-2026' });
    expect(right.status).toBe(200);
    const wrongAgain = await postFrom('127.0.0.2', '/api/auth/login', { username: 'reviewer@demo.test', password: 'Guess-Password-1' });
    expect(wrongAgain).toMatchObject({ status: 429, message: 'Too Many Requests' });
    // the accounts themselves are not locked: the same account signs in from another address
    expect((await signIn('reviewer@demo.test')).user.email).toBe('reviewer@demo.test');
  });

  it('limits password-reset requests per address, answering the same text until then', async () => {
    await freshWindow();
    const answers = [];
    for (let i = 0; i < SOURCE_LIMITS.reset + 2; i++) answers.push(await postFrom('127.0.0.3', '/api/auth/password/forgot', { email: `nobody-${i}@demo.test` }));
    expect(new Set(answers.slice(0, SOURCE_LIMITS.reset).map((a) => a.status))).toEqual(new Set([200]));
    expect(answers.slice(SOURCE_LIMITS.reset).map((a) => a.status)).toEqual([429, 429]);
    expect((await call('POST', '/api/auth/password/forgot', { body: { email: 'nobody@demo.test' } })).status).toBe(200);
  });
});
