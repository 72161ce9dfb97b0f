/**
 * The one name rule through the API (issue 12, finding 4): every user-typed name field refuses control, bidi and
 * zero-width characters and lone surrogates with one clear 422, and uniqueness compares normalised, case-folded names.
 */
import { marketsRepository } from '@functions/markets/markets-repository';
import { MESSAGES } from '@shared/messages';
import { REFUSED_CHARACTERS } from '@tests/fixtures/refused-name-characters';
import { call, signIn, type SignedIn } from './client';

const GHOST = '0123456789abcdef01234567';
const TOKEN = 'a'.repeat(32);
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let superUser: SignedIn;
let ssa: SignedIn;
let manager: SignedIn;
let demoId: string;

beforeAll(async () => {
  [superUser, ssa, manager] = await Promise.all([signIn('super@demo.test'), signIn('selfserviceadmin@demo.test'), signIn('manager@demo.test')]);
  demoId = ssa.user.partnerId;
});

type Who = () => SignedIn | null;
interface NameField {
  field: string;
  who: Who;
  method: string;
  path: () => string;
  /** The request with this name in its name field; everything else valid, so only the name can be refused. */
  send: (name: string) => { body?: unknown; query?: string };
}

/** Every user-typed name the API takes today. */
const FIELDS: NameField[] = [
  { field: 'partner name', who: () => superUser, method: 'POST', path: () => '/api/partners', send: (name) => ({ body: { name, type: 'Client' } }) },
  { field: "user's name (accepting an invitation)", who: () => null, method: 'POST', path: () => `/api/invitations/${TOKEN}/accept`, send: (name) => ({ body: { name, password: 'Valid-Password-1' } }) },
  { field: "user's name (single sign-on sign-up)", who: () => null, method: 'GET', path: () => '/api/auth/saml-login', send: (name) => ({ query: `username=x%40example.com&isNewUser=true&name=${encodeURIComponent(name)}` }) },
  { field: 'market name', who: () => ssa, method: 'POST', path: () => `/api/markets/create/${demoId}`, send: (name) => ({ body: { name } }) },
  { field: 'business node name (create)', who: () => ssa, method: 'POST', path: () => '/api/business-nodes', send: (name) => ({ body: { name, type: 'market', parentId: GHOST } }) },
  { field: 'business node name (rename)', who: () => ssa, method: 'PUT', path: () => `/api/business-nodes/${GHOST}`, send: (name) => ({ body: { name } }) },
  { field: 'concept name', who: () => ssa, method: 'PUT', path: () => `/api/concepts/${GHOST}/settings`, send: (name) => ({ body: { name, businessNodes: [GHOST] } }) },
  { field: 'asset name', who: () => ssa, method: 'PATCH', path: () => `/api/assets/single-files/${GHOST}`, send: (name) => ({ body: { name } }) },
  { field: 'uploaded file name', who: () => ssa, method: 'POST', path: () => '/api/assets/single-files/uploads', send: (name) => ({ body: { files: [{ name, size: 10 }] } }) },
  { field: 'brief file name', who: () => manager, method: 'POST', path: () => '/api/assets/single-files/brief/save-single-tmp', send: (name) => ({ body: { tempId: 't1', meta: { type: 'logos', name, size: 10 } } }) },
  { field: 'saved report name', who: () => ssa, method: 'POST', path: () => '/api/report/analyze-view', send: (name) => ({ body: { name, metrics: [{ field: 'IMPRESSIONS', sortIndex: 0 }] } }) },
  { field: 'custom conversion name', who: () => ssa, method: 'POST', path: () => '/api/report/custom-conversion', send: (name) => ({ body: { name, floodlightActivityIds: ['fa-1'] } }) },
  {
    field: 'SSO config name',
    who: () => superUser,
    method: 'POST',
    path: () => '/api/sso-configs',
    send: (name) => ({ body: { name, type: 'SAML', emailDomains: [`names-${Date.now()}.example.com`], metadataUrl: 'https://idp.example.com/metadata.xml', isActive: false } }),
  },
  {
    field: 'cloud storage name',
    who: () => superUser,
    method: 'POST',
    path: () => '/api/v1/cloud-storage',
    send: (name) => ({ body: { name, storageType: 'S3', connectionConfig: { bucket: 'some-bucket', accessKeyId: 'local', secretAccessKey: 'local-secret' } } }),
  },
];

function send(f: NameField, name: string) {
  const who = f.who();
  const { body, query } = f.send(name);
  return call(f.method, `${f.path()}${query ? `?${query}` : ''}`, { ...(who ? { cookie: who.cookie, csrf: who.csrf } : {}), ...(body === undefined ? {} : { body }) });
}

describe.each(FIELDS)('$field', (f) => {
  it('takes a clean name past the name rule (the request is otherwise valid)', async () => {
    const res = await send(f, unique('Clean name'));
    expect(res.body?.message).not.toBe(MESSAGES.nameCharactersNotAllowed);
    expect(res.body?.details ?? []).not.toContainEqual(expect.objectContaining({ path: expect.stringMatching(/name$/) }));
  });

  // A URL cannot carry a lone surrogate (encodeURIComponent refuses it; its bytes decode to U+FFFD): bodies only.
  const kinds = f.method === 'GET' ? REFUSED_CHARACTERS.filter(([label]) => !label.includes('surrogate')) : REFUSED_CHARACTERS;
  it.each(kinds)('refuses %s with 422 and the name rule message', async (_label, ch) => {
    const res = await send(f, `Acme ${ch}name`);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ kind: 'UNPROCESSABLE_ENTITY', message: MESSAGES.nameCharactersNotAllowed });
    expect(res.body.details).toContainEqual({ path: expect.stringMatching(/name$/), message: MESSAGES.nameCharactersNotAllowed });
  });
});

describe('uniqueness on the normalised, case-folded name', () => {
  const create = (name: string) => call('POST', `/api/markets/create/${demoId}`, { cookie: ssa.cookie, csrf: ssa.csrf, body: { name } });
  const stored = async (name: string) => (await marketsRepository.listByPartner(demoId)).filter((m) => m.name.toLowerCase().replace(/\u200b/g, '') === name.toLowerCase());

  it('two names differing only by a zero-width character cannot both exist', async () => {
    const name = unique('Lookalike');
    expect((await create(name)).status).toBe(201);
    const twin = await create(`${name.slice(0, 3)}\u200B${name.slice(3)}`);
    expect(twin).toMatchObject({ status: 422, body: { message: MESSAGES.nameCharactersNotAllowed } });
    expect(await stored(name)).toHaveLength(1);
  });

  it("one name typed decomposed and composed is one name ('Already exist'), stored as NFC", async () => {
    const name = unique('Cafe\u0301');
    const first = await create(name);
    expect(first).toMatchObject({ status: 201, body: { name: name.normalize('NFC') } });
    expect(await create(name.normalize('NFC').toUpperCase())).toMatchObject({ status: 422, body: { message: 'Already exist' } });
    expect((await marketsRepository.get(first.body._id))!.name).toBe(name.normalize('NFC'));
  });
});
