/** The cloud connector: super-only CRUD of storage configs, write-only secrets, a real connection test against fauxqs. */
import { call, signIn, type SignedIn } from './client';

const SECRET = 'planted-Secret-Key-0000-wxyz';
let superUser: SignedIn;

const config = (overrides: Record<string, unknown> = {}) => ({
  name: 'Agency archive',
  storageType: 'S3',
  connectionConfig: {
    bucket: process.env.FILES_BUCKET,
    endpoint: process.env.AWS_ENDPOINT_URL_S3,
    accessKeyId: 'local',
    secretAccessKey: SECRET,
    ...overrides,
  },
});

beforeAll(async () => {
  superUser = await signIn('super@demo.test');
});

const as = (who: SignedIn) => ({ cookie: who.cookie, csrf: who.csrf });

describe('cloud storage configs', () => {
  it('creates a config with the default region, drops server-only fields, and never answers the secret', async () => {
    const created = await call('POST', '/api/v1/cloud-storage', {
      ...as(superUser),
      body: { ...config(), _id: 'x', __v: 3, partnerId: 'someone-else', isConnected: true, error: 'forged' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Agency archive',
      storageType: 'S3',
      partnerId: superUser.user.partnerId,
      isConnected: false,
      connectionConfig: { region: 'eu-central-1', accessKeyId: 'local', secretAccessKey: '••••wxyz' },
    });
    expect(created.body.error).toBeUndefined();
    const list = await call('GET', '/api/v1/cloud-storage', as(superUser));
    const one = await call('GET', `/api/v1/cloud-storage/${created.body._id}`, as(superUser));
    for (const answer of [created, list, one]) expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    expect(list.body.map((c: { _id: string }) => c._id)).toContain(created.body._id);
  });

  it('tests a connection for real: the embedded store answers, a missing bucket does not', async () => {
    const ok = await call('POST', '/api/v1/cloud-storage/test-connection', { ...as(superUser), body: { storageType: 'S3', connectionConfig: config().connectionConfig } });
    expect(ok).toMatchObject({ status: 200, body: { isConnected: true } });
    const missing = await call('POST', '/api/v1/cloud-storage/test-connection', {
      ...as(superUser),
      body: { storageType: 'S3', connectionConfig: config({ bucket: 'no-such-bucket-here' }).connectionConfig },
    });
    expect(missing.body.isConnected).toBe(false);
    expect(missing.body.error).toBeTruthy();
    expect(JSON.stringify(missing.body)).not.toContain(SECRET);
  });

  it('tests a stored config with its stored secret and records the outcome', async () => {
    const created = await call('POST', '/api/v1/cloud-storage', { ...as(superUser), body: config({ bucket: 'no-such-bucket-here' }) });
    const failed = await call('POST', `/api/v1/cloud-storage/${created.body._id}/test-connection`, as(superUser));
    expect(failed.body.isConnected).toBe(false);
    expect((await call('GET', `/api/v1/cloud-storage/${created.body._id}`, as(superUser))).body).toMatchObject({ isConnected: false, error: failed.body.error });

    const fixed = await call('PUT', `/api/v1/cloud-storage/${created.body._id}`, { ...as(superUser), body: config({ secretAccessKey: undefined }) });
    expect(fixed.body).toMatchObject({ connectionConfig: { bucket: process.env.FILES_BUCKET, secretAccessKey: '••••wxyz' }, isConnected: false });
    const passed = await call('POST', `/api/v1/cloud-storage/${created.body._id}/test-connection`, as(superUser));
    expect(passed.body).toEqual({ isConnected: true });
    const stored = await call('GET', `/api/v1/cloud-storage/${created.body._id}`, as(superUser));
    expect(stored.body.isConnected).toBe(true);
    expect(stored.body.error).toBeUndefined();
  });

  it('removes the stored secret on request, and deletes', async () => {
    const created = await call('POST', '/api/v1/cloud-storage', { ...as(superUser), body: config() });
    const removed = await call('PUT', `/api/v1/cloud-storage/${created.body._id}`, { ...as(superUser), body: { ...config({ secretAccessKey: undefined }), removeSecret: true } });
    expect(removed.body.connectionConfig.secretAccessKey).toBeNull();
    expect((await call('DELETE', `/api/v1/cloud-storage/${created.body._id}`, as(superUser))).status).toBe(200);
    expect((await call('GET', `/api/v1/cloud-storage/${created.body._id}`, as(superUser))).status).toBe(404);
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const before = (await call('GET', '/api/v1/cloud-storage', as(superUser))).body.length;
    const res = await call('POST', '/api/v1/cloud-storage', { ...as(superUser), body: config({ bucket: 'Bad_Bucket', endpoint: 'ftp://x', region: 'mars' }) });
    expect(res.status).toBe(422);
    expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['connectionConfig.bucket', 'connectionConfig.endpoint', 'connectionConfig.region']);
    expect((await call('GET', '/api/v1/cloud-storage', as(superUser))).body.length).toBe(before);
  });

  it("keeps partners apart: a config of one partner is unknown when another partner is current", async () => {
    const other = await signIn('other-admin@demo.test');
    const created = await call('POST', '/api/v1/cloud-storage', { ...as(superUser), body: config() });
    const elsewhere = await call('GET', `/api/v1/cloud-storage/${created.body._id}?partnerId=${other.user.partnerId}`, as(superUser));
    expect(elsewhere).toMatchObject({ status: 404, body: { kind: 'NOT_FOUND' } });
    const list = await call('GET', `/api/v1/cloud-storage?partnerId=${other.user.partnerId}`, as(superUser));
    expect(list.body.map((c: { _id: string }) => c._id)).not.toContain(created.body._id);
  });
});
