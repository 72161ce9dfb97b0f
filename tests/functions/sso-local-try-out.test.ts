/**
 * The SSO try-out of the embedded default: auth/mode answers SAML for the seeded SSO account, auth/saml-login sends the
 * browser to cognito-local's sign-in page (the stand-in hosted UI), and its code comes back to the API's callback,
 * which opens a session: the same redirect and callback code as in AWS, against the running local stack.
 */
import { SSO_DEMO_ACCOUNT } from '@infra/local/sso-try-out';
import { baseUrl, call, PASSWORD } from './client';

const get = (url: string) => fetch(url, { redirect: 'manual' });

/** What a person does on the stand-in sign-in page: submit its form with the pool password. */
async function signInOnHostedPage(authorizeUrl: string, username: string, password: string) {
  const page = await (await get(authorizeUrl)).text();
  const fields = Object.fromEntries([...page.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  return fetch(new URL('/oauth2/authorize', authorizeUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, username, password }),
  });
}

describe('SSO in the embedded default', () => {
  it('signs the seeded SSO account in through the stand-in hosted UI and the API callback', async () => {
    expect((await call('POST', '/api/auth/mode', { body: { username: SSO_DEMO_ACCOUNT } })).body).toEqual({ authMode: 'SAML' });
    const start = await get(`${baseUrl()}/api/auth/saml-login?username=${encodeURIComponent(SSO_DEMO_ACCOUNT)}`);
    expect(start.status).toBe(302);
    const authorize = start.headers.get('location')!;
    expect(authorize).toContain(`${process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER}/oauth2/authorize?identity_provider=sso-`);

    const wrong = await signInOnHostedPage(authorize, SSO_DEMO_ACCOUNT, 'not-the-password');
    expect(await wrong.text()).toContain('Incorrect username or password.');

    const back = await signInOnHostedPage(authorize, SSO_DEMO_ACCOUNT, PASSWORD);
    expect(back.status).toBe(302);
    const callback = back.headers.get('location')!;
    expect(callback.startsWith(`${baseUrl()}/api/auth/callback?code=`)).toBe(true);
    const landed = await get(callback);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/');
    const me = await call('GET', '/api/auth/current-user', { cookie: landed.headers.get('set-cookie')!.split(';')[0] });
    expect(me).toMatchObject({ status: 200, body: { email: SSO_DEMO_ACCOUNT, role: 'manager' } });
    // the state was used up: the browser goes back to the login page, which says so, with no session
    const replay = await get(callback);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/login?sso=failed');
    expect(replay.headers.get('set-cookie')).toBeNull();
  });
});
