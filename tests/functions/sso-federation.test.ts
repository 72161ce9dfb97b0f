/**
 * Federated sign-in (000 7.2; architecture 'Identity and sessions'): auth/saml-login and auth/google-login redirect to
 * Cognito's hosted UI with a state and a PKCE challenge; auth/callback swaps the code at the token endpoint, verifies
 * the ID token and opens the same session as a password sign-in. Cognito's endpoints answer with recorded responses
 * from a local server; the domain handlers run behind a gateway in this worker, so they see its COGNITO_* settings.
 */
import { randomUUID } from 'node:crypto';
import { startGateway, type Gateway } from '@infra/local/gateway';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { call, signIn } from './client';
import { recordedIdClaims, startFakeHostedUi, type FakeHostedUi } from './fake-cognito-hosted-ui';

let hostedUi: FakeHostedUi;
let gateway: Gateway;
let providerName: string;
let partnerId: string;
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const domain = `fed-${tag()}.example.com`;

beforeAll(async () => {
  hostedUi = await startFakeHostedUi(process.env.USER_POOL_ID!);
  Object.assign(process.env, { COGNITO_DOMAIN: hostedUi.domain, COGNITO_DOMAIN_HTTP: 'true', COGNITO_ISSUER: hostedUi.issuer });
  // the AWS path: the embedded default's stand-in hosted UI (which names no provider) is not what is tested here
  delete process.env.SSO_LOCAL_HOSTED_UI;
  gateway = await startGateway({ port: 0, siteDir: '/nonexistent' });
  process.env.APP_URL = gateway.url;
  // a partner of its own, so the users this file signs up stay out of Demo Agency's user lists
  partnerId = (await partnersRepository.create({ name: `Federation ${tag()}`, type: 'Client' })).id;
  const superUser = await signIn('super@demo.test');
  const created = await call('POST', `/api/sso-configs?partnerId=${partnerId}`, {
    cookie: superUser.cookie,
    csrf: superUser.csrf,
    body: { name: 'Federation IdP', emailDomains: [domain], metadataUrl: 'https://idp.example.com/md', isActive: true },
  });
  providerName = created.body.providerName;
});

afterAll(async () => {
  await gateway?.close();
  await hostedUi?.close();
});

const get = (path: string, cookie?: string) => fetch(`${gateway.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

async function start(query: Record<string, string>, path = 'saml-login') {
  const res = await get(`/api/auth/${path}?${new URLSearchParams(query).toString()}`);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  return { location, state: location.searchParams.get('state')!, challenge: location.searchParams.get('code_challenge')! };
}

/** Cognito's hosted UI coming back with a code for these claims. */
async function callback(started: { state: string; challenge: string }, claims: Record<string, unknown>) {
  const code = randomUUID();
  hostedUi.expectCode(code, started.challenge, claims);
  return get(`/api/auth/callback?code=${code}&state=${encodeURIComponent(started.state)}`);
}

/** A refused sign-in sends the browser back to the login page, which explains it, and opens no session. */
function expectRefused(res: Response) {
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('/login?sso=failed');
  expect(sessionOf(res)).toBeUndefined();
}

const claimsFor = (email: string, overrides: Record<string, unknown> = {}) => ({
  ...recordedIdClaims({ issuer: hostedUi.issuer, audience: process.env.USER_POOL_CLIENT_ID!, email, providerName }),
  ...overrides,
});
const sessionOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0];

describe('auth/saml-login', () => {
  it("redirects to the hosted UI with the covering config's provider, the client, the callback and an S256 challenge", async () => {
    const { location, state, challenge } = await start({ username: `someone@${domain}` });
    expect(`${location.protocol}//${location.host}${location.pathname}`).toBe(`http://${hostedUi.domain}/oauth2/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      identity_provider: providerName,
      response_type: 'code',
      client_id: process.env.USER_POOL_CLIENT_ID,
      redirect_uri: `${gateway.url}/api/auth/callback`,
      scope: 'openid email',
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 404 for a username no active config covers', async () => {
    const res = await get(`/api/auth/saml-login?username=someone@elsewhere-${tag()}.example.com`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Single sign-on is not set up for this account');
  });
});

describe('auth/callback', () => {
  it('opens the same session as a password sign-in and lands on the remembered path', async () => {
    const email = `member-${tag()}@${domain}`;
    await usersRepository.create({ partnerId, email, role: 'manager', status: 'ACTIVE', businessNodeIds: [] });
    const started = await start({ username: email, returnPath: '/campaigns' });
    const res = await callback(started, claimsFor(email));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/campaigns');
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/);
    const me = await call('GET', '/api/auth/current-user', { cookie: sessionOf(res) });
    expect(me).toMatchObject({ status: 200, body: { email, role: 'manager', partnerId } });
    // the code was swapped with the verifier of this sign-in (the fake checks it against the challenge)
    const form = hostedUi.tokenRequests.at(-1)!;
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('client_id')).toBe(process.env.USER_POOL_CLIENT_ID);
    expect(form.get('redirect_uri')).toBe(`${gateway.url}/api/auth/callback`);
  });

  it('refuses a replayed state and an unknown state', async () => {
    const email = `replay-${tag()}@${domain}`;
    await usersRepository.create({ partnerId, email, role: 'manager', status: 'ACTIVE', businessNodeIds: [] });
    const started = await start({ username: email });
    expect((await callback(started, claimsFor(email))).status).toBe(302);
    const replay = await callback(started, claimsFor(email));
    expectRefused(replay);
    const unknown = await callback({ state: 'never-issued', challenge: started.challenge }, claimsFor(email));
    expectRefused(unknown);
  });

  it('refuses an ID token for another audience, and a code swapped without the right verifier', async () => {
    const email = `aud-${tag()}@${domain}`;
    await usersRepository.create({ partnerId, email, role: 'manager', status: 'ACTIVE', businessNodeIds: [] });
    const wrongAudience = await callback(await start({ username: email }), claimsFor(email, { aud: 'another-client' }));
    expectRefused(wrongAudience);
    const other = await start({ username: email });
    const wrongVerifier = await callback({ state: other.state, challenge: (await start({ username: email })).challenge }, claimsFor(email));
    expectRefused(wrongVerifier);
  });

  it("refuses identities of another provider and addresses outside the config's domains", async () => {
    const email = `own-${tag()}@${domain}`;
    await usersRepository.create({ partnerId, email, role: 'manager', status: 'ACTIVE', businessNodeIds: [] });
    const otherProvider = await callback(await start({ username: email }), { ...claimsFor(email), identities: [{ providerName: 'sso-someone-else', providerType: 'SAML' }] });
    expectRefused(otherProvider);
    // an identity provider speaks for its own domains only: admin@demo.test is not one of them
    const foreign = await callback(await start({ username: email }), claimsFor('admin@demo.test'));
    expectRefused(foreign);
  });

  it('refuses unknown addresses, but signs up a new user (isNewUser) as an active manager of the partner with no nodes', async () => {
    const email = `new-${tag()}@${domain}`;
    expectRefused(await callback(await start({ username: email }), claimsFor(email)));
    expect(await usersRepository.findByEmail(email)).toBeNull();
    const res = await callback(await start({ username: email, name: 'New Person', isNewUser: 'true' }), claimsFor(email));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(await usersRepository.findByEmail(email)).toMatchObject({ partnerId, role: 'manager', status: 'ACTIVE', name: 'New Person', businessNodeIds: [] });
  });

  it("refuses a user of another partner, even at the config's domain", async () => {
    const email = `elsewhere-${tag()}@${domain}`;
    const other = await partnersRepository.findByName('Other Client');
    await usersRepository.create({ partnerId: other!.id, email, role: 'manager', status: 'ACTIVE', businessNodeIds: [] });
    expectRefused(await callback(await start({ username: email }), claimsFor(email)));
  });

  it('refuses a deactivated user', async () => {
    const email = `off-${tag()}@${domain}`;
    await usersRepository.create({ partnerId, email, role: 'manager', status: 'DEACTIVATED', businessNodeIds: [] });
    expectRefused(await callback(await start({ username: email }), claimsFor(email)));
  });
});

describe('auth/google-login', () => {
  it("redirects to Google through the hosted UI and signs an existing user in with Google's identity", async () => {
    const { location, state, challenge } = await start({ username: 'admin@demo.test' }, 'google-login');
    expect(location.searchParams.get('identity_provider')).toBe('Google');
    const google = recordedIdClaims({ issuer: hostedUi.issuer, audience: process.env.USER_POOL_CLIENT_ID!, email: 'admin@demo.test', providerName: 'Google', providerType: 'Google' });
    // an address Google has not verified is refused
    expectRefused(await callback({ state, challenge }, google));
    const again = await start({ username: 'admin@demo.test' }, 'google-login');
    const res = await callback(again, { ...google, email_verified: true });
    expect(res.status).toBe(302);
    expect((await call('GET', '/api/auth/current-user', { cookie: sessionOf(res) })).body.email).toBe('admin@demo.test');
  });
});
