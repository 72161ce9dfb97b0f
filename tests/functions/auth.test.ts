import { LOGIN_MAX_FAILED_ATTEMPTS } from '@shared/constants';
import { sessionsRepository } from '@functions/lib/identity/sessions-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { createAccount } from '@functions/users/accounts';
import { call, PASSWORD, signIn } from './client';

describe('POST /api/auth/mode', () => {
  it('answers local for a seeded account and the same for an unknown one (nothing leaks)', async () => {
    const known = await call('POST', '/api/auth/mode', { body: { username: 'admin@demo.test' } });
    const unknown = await call('POST', '/api/auth/mode', { body: { username: 'nobody@nowhere.test' } });
    expect(known).toMatchObject({ status: 200, body: { authMode: 'local' } });
    expect(unknown.body).toEqual(known.body);
  });
});

describe('POST /api/auth/login', () => {
  it('answers role, id, username, email and a CSRF token, and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await call('POST', '/api/auth/login', { body: { username: 'Manager@Demo.test', password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'manager', username: 'manager@demo.test', email: 'manager@demo.test', name: 'Mona Manager', isConceptOnly: false, isAdmin: false, sessionMaxAgeMs: 900000 });
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.token.length).toBeGreaterThanOrEqual(32);
    const cookie = res.headers.get('set-cookie')!;
    // the user's id, then an unguessable secret
    expect(cookie).toMatch(new RegExp(`^marquee_session=${res.body.id}\\.[\\w-]{43};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=900');
    expect(cookie).not.toContain('Secure'); // the embedded default serves plain http
  });

  it('refuses a wrong password with 401 and the server text, and sets no cookie', async () => {
    const res = await call('POST', '/api/auth/login', { body: { username: 'reviewer@demo.test', password: 'Not-The-Password-1' } });
    expect(res).toMatchObject({ status: 401, body: { statusCode: 401, kind: 'NOT_AUTHORIZED', message: 'Wrong username or password' } });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an unknown account exactly like a wrong password', async () => {
    const res = await call('POST', '/api/auth/login', { body: { username: 'ghost@demo.test', password: PASSWORD } });
    expect(res).toMatchObject({ status: 401, body: { message: 'Wrong username or password' } });
  });

  it(`locks an account after ${LOGIN_MAX_FAILED_ATTEMPTS} failures in a row: even the right password answers 'Too Many Requests'`, async () => {
    const demo = await usersRepository.findByEmail('manager@demo.test');
    const username = `lock-${Date.now()}@demo.test`;
    await createAccount({ email: username, password: PASSWORD, role: 'reviewer', partnerId: demo!.partnerId });
    for (let i = 0; i < LOGIN_MAX_FAILED_ATTEMPTS; i++) {
      const res = await call('POST', '/api/auth/login', { body: { username, password: `Wrong-Password-${i}` } });
      expect(res.status).toBe(401);
    }
    const locked = await call('POST', '/api/auth/login', { body: { username, password: PASSWORD } });
    expect(locked).toMatchObject({ status: 429, body: { message: 'Too Many Requests' } });
    // other accounts are not affected
    expect((await call('POST', '/api/auth/login', { body: { username: 'analyst@demo.test', password: PASSWORD } })).status).toBe(200);
  });

  it('does not lock after fewer failures followed by a success (the count is of failures in a row)', async () => {
    const demo = await usersRepository.findByEmail('manager@demo.test');
    const username = `nolock-${Date.now()}@demo.test`;
    await createAccount({ email: username, password: PASSWORD, role: 'reviewer', partnerId: demo!.partnerId });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_MAX_FAILED_ATTEMPTS - 1; i++) await call('POST', '/api/auth/login', { body: { username, password: 'Wrong-Password-xx' } });
      expect((await call('POST', '/api/auth/login', { body: { username, password: PASSWORD } })).status).toBe(200);
    }
  });
});

describe('the session', () => {
  it('GET current-user answers the user and slides the session (every 2xx re-sets the cookie)', async () => {
    const { cookie, user } = await signIn('analyst@demo.test');
    const res = await call('GET', '/api/auth/current-user', { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, role: 'analyst', token: user.token });
    expect(res.headers.get('set-cookie')).toContain(cookie);
  });

  it('slides the stored expiry, writing it at most once per hundredth of the max age', async () => {
    const { cookie } = await signIn('analyst@demo.test');
    const id = cookie.split('=')[1]!;
    const expiry = async () => (await sessionsRepository.findLive(id))!.expiresAtMs;
    const signedIn = await expiry();
    expect((await call('GET', '/api/auth/current-user', { cookie })).headers.get('set-cookie')).toContain('Max-Age=900');
    expect(await expiry()).toBe(signedIn);
    await sessionsRepository.refresh(id, 900_000, Date.now() - 60_000); // as if the last call was a minute ago
    const before = Date.now();
    expect((await call('GET', '/api/auth/current-user', { cookie })).status).toBe(200);
    expect(await expiry()).toBeGreaterThanOrEqual(before + 900_000);
  });

  it("a session cookie whose user part names another user answers 401", async () => {
    const { cookie } = await signIn('analyst@demo.test');
    const other = await usersRepository.findByEmail('admin@demo.test');
    const forged = cookie.replace(/=[0-9a-f]{24}\./, `=${other!.id}.`);
    expect(forged).not.toBe(cookie);
    expect((await call('GET', '/api/auth/current-user', { cookie: forged })).status).toBe(401);
  });

  it('without a cookie, or with an unknown one, current-user answers 401', async () => {
    expect((await call('GET', '/api/auth/current-user')).status).toBe(401);
    const res = await call('GET', '/api/auth/current-user', { cookie: 'marquee_session=forged-session-id-forged-session-id' });
    expect(res).toMatchObject({ status: 401, body: { kind: 'NOT_AUTHORIZED' } });
  });

  it('an expired session answers 401 even before DynamoDB removes it', async () => {
    const user = await usersRepository.findByEmail('reviewer@demo.test');
    const session = await sessionsRepository.create(user!.id, -1000);
    expect((await call('GET', '/api/auth/current-user', { cookie: `marquee_session=${session.id}` })).status).toBe(401);
  });

  it('logout needs the CSRF header, deletes the session and clears the cookie', async () => {
    const { cookie, csrf } = await signIn('manager@demo.test');
    const noToken = await call('POST', '/api/auth/logout', { cookie });
    expect(noToken).toMatchObject({ status: 403, body: { kind: 'NOT_ALLOWED' } });
    const wrongToken = await call('POST', '/api/auth/logout', { cookie, csrf: 'not-the-token' });
    expect(wrongToken.status).toBe(403);
    expect((await call('GET', '/api/auth/current-user', { cookie })).status).toBe(200);

    const res = await call('POST', '/api/auth/logout', { cookie, csrf });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^marquee_session=; .*Max-Age=0/);
    expect((await call('GET', '/api/auth/current-user', { cookie })).status).toBe(401);
  });

  it('two sign-ins of one user are two sessions: logging out one keeps the other', async () => {
    const a = await signIn('admin@demo.test');
    const b = await signIn('admin@demo.test');
    expect(a.csrf).not.toBe(b.csrf);
    await call('POST', '/api/auth/logout', { cookie: a.cookie, csrf: a.csrf });
    expect((await call('GET', '/api/auth/current-user', { cookie: b.cookie })).status).toBe(200);
  });
});
