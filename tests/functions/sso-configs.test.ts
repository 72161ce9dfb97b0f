/** Single sign-on configuration (002 7): CRUD through the gateway, roles, tenant isolation, bad input, auth/mode. */
import { call, signIn, type SignedIn } from './client';

let superUser: SignedIn;
let admin: SignedIn;
let otherPartnerId: string;

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const domain = () => `corp-${tag()}.example.com`;
const config = (overrides: Record<string, unknown> = {}) => ({
  name: 'Corporate IdP',
  type: 'SAML',
  emailDomains: [domain()],
  metadataUrl: 'https://idp.example.com/metadata.xml',
  isActive: true,
  ...overrides,
});

const as = (who: SignedIn, partnerId?: string) => {
  const q = partnerId ? `?partnerId=${partnerId}` : '';
  return {
    list: () => call('GET', `/api/sso-configs${q}`, { cookie: who.cookie }),
    get: (id: string) => call('GET', `/api/sso-configs/${id}${q}`, { cookie: who.cookie }),
    create: (body: unknown) => call('POST', `/api/sso-configs${q}`, { cookie: who.cookie, csrf: who.csrf, body }),
    update: (id: string, body: unknown) => call('PUT', `/api/sso-configs/${id}${q}`, { cookie: who.cookie, csrf: who.csrf, body }),
    remove: (id: string) => call('DELETE', `/api/sso-configs/${id}${q}`, { cookie: who.cookie, csrf: who.csrf }),
  };
};
const authMode = async (username: string) => (await call('POST', '/api/auth/mode', { body: { username } })).body.authMode;

beforeAll(async () => {
  [superUser, admin] = await Promise.all([signIn('super@demo.test'), signIn('admin@demo.test')]);
  const partners = await call('GET', '/api/partners', { cookie: superUser.cookie });
  otherPartnerId = partners.body.find((p: { name: string }) => p.name === 'Other Client')._id;
});

describe('sso configs', () => {
  it('creates a config for the current partner, dropping the fields only the server sets, and reads it back', async () => {
    // the domain is trimmed and lower-cased
    const body = config({ emailDomains: [` Corp-${tag()}.Example.COM `], _id: 'forged', __v: 9, partnerId: otherPartnerId });
    const created = await as(admin).create(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Corporate IdP', type: 'SAML', partnerId: admin.user.partnerId, __v: 0, isActive: true, metadataUrl: 'https://idp.example.com/metadata.xml' });
    expect(created.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.body.emailDomains[0]).toMatch(/^corp-[a-z0-9]+\.example\.com$/);
    expect(created.body.providerName).toBe(`sso-${created.body._id}`);
    expect((await as(admin).get(created.body._id)).body).toEqual(created.body);
    expect((await as(superUser).list()).body.map((c: { _id: string }) => c._id)).toContain(created.body._id);
  });

  it('auth/mode answers SAML for any address of an active config domain, known account or not, and local otherwise', async () => {
    const d = domain();
    const created = await as(admin).create(config({ emailDomains: [d] }));
    expect(await authMode(`nobody-${tag()}@${d}`)).toBe('SAML');
    expect(await authMode(`Someone@${d.toUpperCase()}`)).toBe('SAML');
    expect(await authMode(`nobody@sub.${d}`)).toBe('local');
    expect(await authMode('admin@demo.test')).toBe('local');
    expect(await authMode(`nobody-${tag()}@demo.test`)).toBe('local');
    const off = await as(admin).update(created.body._id, { ...config({ emailDomains: [d] }), isActive: false });
    expect(off.status).toBe(200);
    expect(await authMode(`nobody@${d}`)).toBe('local');
  });

  it('updates without _id and __v (sent ones are ignored), counts versions and moves domain claims', async () => {
    const [d1, d2] = [domain(), domain()];
    const created = await as(admin).create(config({ emailDomains: [d1] }));
    const updated = await as(admin).update(created.body._id, { ...created.body, name: 'Renamed', emailDomains: [d2], metadataUrl: undefined, metadataXml: '<EntityDescriptor/>' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: created.body._id, __v: 1, name: 'Renamed', emailDomains: [d2], metadataXml: '<EntityDescriptor/>' });
    expect(updated.body.metadataUrl).toBeUndefined();
    expect(await authMode(`x@${d1}`)).toBe('local');
    expect(await authMode(`x@${d2}`)).toBe('SAML');
    // the released domain can be claimed again
    expect((await as(admin).create(config({ emailDomains: [d1] }))).status).toBe(201);
  });

  it('refuses a domain another config holds, in any partner, and stores nothing', async () => {
    const d = domain();
    const first = await as(admin).create(config({ emailDomains: [d] }));
    const before = (await as(superUser, otherPartnerId).list()).body.length;
    const taken = await as(superUser, otherPartnerId).create(config({ name: 'Copy', emailDomains: [domain(), d] }));
    expect(taken).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect((await as(superUser, otherPartnerId).list()).body).toHaveLength(before);
    const second = await as(admin).create(config());
    const clash = await as(admin).update(second.body._id, config({ emailDomains: [d] }));
    expect(clash).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect((await as(admin).get(second.body._id)).body).toEqual(second.body);
    expect((await as(admin).get(first.body._id)).body.emailDomains).toEqual([d]);
  });

  it('answers bad input with 422 and the reason, storing nothing', async () => {
    const before = (await as(admin).list()).body.length;
    const cases: [Record<string, unknown>, string][] = [
      [config({ metadataUrl: undefined }), 'Give either a metadata URL or the metadata XML'],
      [config({ metadataXml: '<EntityDescriptor/>' }), 'Give either a metadata URL or the metadata XML'],
      [config({ metadataUrl: 'http://idp.example.com/metadata' }), 'Please enter a valid https URL'],
      [config({ emailDomains: ['not a domain'] }), 'Please enter a valid email domain'],
      [config({ emailDomains: [] }), 'Required'],
      [config({ name: '  ' }), 'Required'],
      [config({ type: 'OIDC' }), ''],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).create(body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Wrong params');
      if (message) expect(res.body.details.map((d: { message: string }) => d.message)).toContain(message);
    }
    expect((await as(admin).list()).body).toHaveLength(before);
  });

  it('deletes a config and frees its domains', async () => {
    const d = domain();
    const created = await as(admin).create(config({ emailDomains: [d] }));
    expect((await as(admin).remove(created.body._id)).status).toBe(200);
    expect((await as(admin).get(created.body._id)).status).toBe(404);
    expect(await authMode(`x@${d}`)).toBe('local');
    expect((await as(admin).remove(created.body._id)).status).toBe(404);
  });
});

describe('access and tenant isolation', () => {
  it("keeps another partner's configs out of reach of Demo Agency's admin by id and by list", async () => {
    const foreign = await as(superUser, otherPartnerId).create(config({ name: 'Other IdP' }));
    expect(foreign.status).toBe(201);
    expect(foreign.body.partnerId).toBe(otherPartnerId);
    expect((await as(admin).list()).body.map((c: { _id: string }) => c._id)).not.toContain(foreign.body._id);
    expect((await as(admin).get(foreign.body._id)).status).toBe(404);
    expect((await as(admin).update(foreign.body._id, config())).status).toBe(404);
    expect((await as(admin).remove(foreign.body._id)).status).toBe(404);
    expect((await as(superUser, otherPartnerId).get(foreign.body._id)).body.name).toBe('Other IdP');
  });

  it('refuses every role but super and admin, and writes without the CSRF header', async () => {
    for (const email of ['selfserviceadmin@demo.test', 'manager@demo.test', 'other-admin@demo.test']) {
      const who = await signIn(email);
      expect(await as(who).list()).toMatchObject({ status: 403, body: { message: 'Access denied' } });
      expect((await as(who).create(config())).status).toBe(403);
    }
    const noCsrf = await call('POST', '/api/sso-configs', { cookie: admin.cookie, body: config() });
    expect(noCsrf.status).toBe(403);
  });
});
