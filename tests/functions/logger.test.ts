/** A failed request leaves one structured log line (Powertools JSON) with its request id, domain and route, never a cookie. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePublicRoute, domainHandler } from '@functions/lib/http';
import { definitions as auth } from '@functions/auth';


afterEach(() => vi.restoreAllMocks());

describe('request logging', () => {
  it('logs a 500 as one JSON line with request id, domain and route, and answers the one error shape', async () => {
    const lines: string[] = [];
    const capture = (chunk: unknown) => (lines.push(String(chunk)), true);
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const failing = definePublicRoute({ handle: async () => { throw new Error('store exploded'); } });
    const handler = domainHandler('auth', { ...auth, login: failing });
    const event = {
      version: '2.0', routeKey: '$default', rawPath: '/api/auth/login', rawQueryString: '', cookies: ['marquee_session=secret-session-id'],
      headers: { 'content-type': 'application/json', cookie: 'marquee_session=secret-session-id' }, body: '{}', isBase64Encoded: false,
      requestContext: { requestId: 'req-123', http: { method: 'POST', path: '/api/auth/login', sourceIp: '127.0.0.1' } },
    };
    const answer = (await handler(event as never, {} as never)) as { statusCode: number; body: string };
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('store exploded');
    const logged = lines.map((l) => l.trim()).filter((l) => l.includes('request failed'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0])).toMatchObject({ level: 'ERROR', message: 'request failed', service: 'marquee', requestId: 'req-123', domain: 'auth', route: 'POST /api/auth/login' });
    expect(logged[0]).toContain('store exploded');
    expect(logged[0]).not.toContain('secret-session-id');
  });
});
