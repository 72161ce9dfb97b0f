/**
 * The role matrix, generated from the route table: every route x every seeded account, anonymous, and the other
 * partner's admin. A caller the route allows is never refused with 401/403; everyone else is, with the spec's kinds.
 */
import { ROUTES, API_PREFIX, type RouteEntry } from '@functions/routes';
import { mayAccess } from '@shared/domain/roles';
import { SCREEN_ACTIONS, mayUseAction, type ScreenActionName } from '@shared/domain/screen-actions';
import { SEED_ACCOUNTS } from '@infra/local/seed';
import { call, signIn, type SignedIn } from './client';

/** A valid-looking request for each route, so what is checked is access, not validation. */
function samplePath(route: RouteEntry) {
  return `${API_PREFIX}${route.path.replace(/\{\w+\}/g, '0123456789abcdef01234567')}`;
}
// The sign-in sample is refused by its contract (no password) rather than as a wrong password: failed sign-ins count
// against this client address (30 a minute, functions/auth/source-throttle.ts) and would lock out the suite's own sign-ins.
const SAMPLE_BODIES: Record<string, unknown> = { '/auth/mode': { username: 'someone@demo.test' }, '/auth/login': { username: 'nobody@demo.test' } };

/**
 * One session per account for the whole matrix (a sign-in per case made it the suite's slowest file); the auth
 * domain's routes (log out ends the session) get a session of their own.
 */
const sessions = new Map<string, Promise<SignedIn>>();
function sessionOf(email: string, route: RouteEntry): Promise<SignedIn> {
  if (route.domain === 'auth') return signIn(email);
  let session = sessions.get(email);
  if (!session) sessions.set(email, (session = signIn(email)));
  return session;
}

describe.each(ROUTES.map((r) => [`${r.method} ${API_PREFIX}${r.path}`, r] as const))('%s', (_name, route) => {
  it('anonymous callers', async () => {
    const res = await call(route.method, samplePath(route), { body: SAMPLE_BODIES[route.path] ?? (route.method === 'GET' ? undefined : {}) });
    if (route.access === 'PUBLIC') expect(res.status).not.toBe(403);
    else expect(res).toMatchObject({ status: 401, body: { kind: 'NOT_AUTHORIZED' } });
  });

  it.each(SEED_ACCOUNTS.map((a) => [a.email, a] as const))('%s', async (email, account) => {
    const { cookie, csrf } = await sessionOf(email, route);
    const res = await call(route.method, samplePath(route), {
      cookie,
      csrf: route.csrf ? csrf : undefined,
      body: SAMPLE_BODIES[route.path] ?? (route.method === 'GET' ? undefined : {}),
    });
    if (route.access === 'PUBLIC') {
      expect(res.status).not.toBe(403); // public calls answer on their own terms (login: 401 for a wrong password)
    } else if (mayAccess(account.role, route.access)) {
      expect([401, 403]).not.toContain(res.status);
    } else {
      expect(res).toMatchObject({ status: 403, body: { kind: 'NOT_ALLOWED', message: 'Access denied' } });
    }
  });
});

/**
 * Every screen action (shared/domain/screen-actions.ts): its calls are route-table entries guarded by the action's own
 * role group, and per seeded account the screen offers it exactly when the server lets each of its calls through.
 */
describe.each(Object.entries(SCREEN_ACTIONS).map(([name, a]) => [`screen action ${a.screen} '${a.label}'`, name as ScreenActionName] as const))('%s', (_name, action) => {
  const routes = SCREEN_ACTIONS[action].calls.map((c) => ROUTES.find((r) => `${r.method} ${r.path}` === c));

  it('its calls are in the route table with its role group', () => {
    expect(routes.map((r) => r?.access)).toEqual(SCREEN_ACTIONS[action].calls.map(() => SCREEN_ACTIONS[action].access));
  });

  it.each(SEED_ACCOUNTS.map((a) => [a.email, a] as const))('offered to %s exactly when the server allows its calls', async (email, account) => {
    const { cookie, csrf } = await sessionOf(email, routes[0]!);
    const refused: boolean[] = [];
    for (const route of routes) {
      const res = await call(route!.method, samplePath(route!), { cookie, csrf: route!.csrf ? csrf : undefined, body: route!.method === 'GET' ? undefined : {} });
      refused.push(res.status === 403 && res.body?.kind === 'NOT_ALLOWED');
    }
    const offered = mayUseAction(account.role, action);
    expect(refused).toEqual(routes.map(() => !offered));
  });
});

describe('partner scope', () => {
  it("the other partner's admin cannot act in Demo Agency by naming it in partnerId", async () => {
    const demo = await signIn('admin@demo.test');
    const demoId = demo.user.partnerId;
    const other = await signIn('other-admin@demo.test');
    for (const route of ROUTES.filter((r) => r.access !== 'PUBLIC' && r.method === 'GET')) {
      const res = await call(route.method, `${samplePath(route)}?partnerId=${demoId}`, { cookie: other.cookie });
      expect(res).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    }
  });

  it("lists only the caller's own partner to non-top-admins and every partner to top admins", async () => {
    const other = await signIn('other-admin@demo.test');
    const mine = await call('GET', '/api/partners', { cookie: other.cookie });
    expect(mine.body.map((p: { name: string }) => p.name)).toEqual(['Other Client']);
    const superUser = await signIn('super@demo.test');
    const all = await call('GET', '/api/partners', { cookie: superUser.cookie });
    // other test files may have created partners in the same run
    expect(all.body.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Demo Agency', 'Other Client']));
  });

  it('a top admin may pick another partner; an unknown partner answers Partner not found', async () => {
    const superUser = await signIn('super@demo.test');
    const other = await signIn('other-admin@demo.test');
    expect((await call('GET', `/api/partners?partnerId=${other.user.partnerId}`, { cookie: superUser.cookie })).status).toBe(200);
    const res = await call('GET', '/api/partners?partnerId=0123456789abcdef01234567', { cookie: superUser.cookie });
    expect(res).toMatchObject({ status: 404, body: { message: 'Partner not found' } });
  });
});
