/**
 * Smaller points of issue 12 (finding 7): who calls is settled before the body is read; a partner the caller may not
 * see answers the same whether it exists or not; a federated sign-in that comes back with an error and no state lands
 * on the login page.
 */
import { MAX_JSON_BODY_BYTES } from '@shared/constants';
import { baseUrl, call, signIn, type SignedIn } from './client';

const GHOST = '0123456789abcdef01234567';
let ssa: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  [ssa, other] = await Promise.all([signIn('selfserviceadmin@demo.test'), signIn('other-admin@demo.test')]);
});

describe('an anonymous call is refused before its body is read', () => {
  const path = () => `/api/markets/create/${ssa.user.partnerId}`;

  it('malformed JSON answers 401, not 422', async () => {
    expect(await call('POST', path(), { rawBody: '{"name": ' })).toMatchObject({ status: 401, body: { kind: 'NOT_AUTHORIZED' } });
  });

  it('a body over the limit answers 401, not 413', async () => {
    const rawBody = JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES + 100_000) });
    expect(await call('POST', path(), { rawBody })).toMatchObject({ status: 401, body: { kind: 'NOT_AUTHORIZED' } });
  });

  it('a wrong content type answers 401, not 415', async () => {
    expect((await call('POST', path(), { rawBody: 'name=x', contentType: 'application/x-www-form-urlencoded' })).status).toBe(401);
  });

  it('a signed-in call without its CSRF token is refused (403) before its malformed body (422)', async () => {
    expect(await call('POST', path(), { rawBody: '{"name": ', cookie: ssa.cookie })).toMatchObject({ status: 403, body: { message: 'Missing or invalid CSRF token' } });
  });

  it('a signed-in, allowed call still gets 422 for malformed JSON and 413 for a body over the limit', async () => {
    const who = { cookie: ssa.cookie, csrf: ssa.csrf };
    expect((await call('POST', path(), { ...who, rawBody: '{"name": ' })).status).toBe(422);
    expect((await call('POST', path(), { ...who, rawBody: JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES) }) })).status).toBe(413);
  });
});

describe('a partner the caller may not see answers the same whether or not it exists', () => {
  // A partner in the path is a resource: not found. The partnerId query is a scope asked for: denied.
  const routes: [string, string, (p: string) => string, number, string][] = [
    ['list markets', 'GET', (p) => `/api/markets/${p}`, 404, 'Partner not found'],
    ['create a market', 'POST', (p) => `/api/markets/create/${p}`, 404, 'Partner not found'],
    ['delete a market', 'DELETE', (p) => `/api/markets/delete/${p}/${GHOST}`, 404, 'Partner not found'],
    ['floodlight activities', 'GET', (p) => `/api/google/floodlightActivities/${p}`, 404, 'Partner not found'],
    ['read a partner', 'GET', (p) => `/api/partners/${p}`, 404, 'Partner not found'],
    ['the partnerId query', 'GET', (p) => `/api/business-nodes?partnerId=${p}`, 403, 'Access denied'],
    ['the partnerId query on a create', 'POST', (p) => `/api/report/custom-conversion?partnerId=${p}`, 403, 'Access denied'],
  ];

  it.each(routes)('%s: the real Demo Agency and a made-up id answer alike (%i %s)', async (_label, method, path, status, message) => {
    const body = method === 'POST' ? { body: { name: 'x', floodlightActivityIds: ['a'] } } : {};
    const send = (p: string) => call(method, path(p), { cookie: other.cookie, csrf: other.csrf, ...body });
    const [real, madeUp] = await Promise.all([send(ssa.user.partnerId), send(GHOST)]);
    expect(real).toMatchObject({ status, body: { message } });
    expect(madeUp.status).toBe(real.status);
    expect(madeUp.body).toEqual(real.body);
  });
});

describe('auth/callback', () => {
  it('with an error and no state, redirects to the login page, which says sign-in failed', async () => {
    const res = await fetch(`${baseUrl()}/api/auth/callback?error=access_denied&error_description=User+cancelled`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?sso=failed');
  });

  it('with an error and an unknown state, redirects the same way', async () => {
    const res = await fetch(`${baseUrl()}/api/auth/callback?error=server_error&state=never-issued`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?sso=failed');
  });
});
