/**
 * A node's cloud-storage connection (001 7 'Business nodes'): one per node, a storage config of the same partner, a
 * folder inside it; edited within write-allowed nodes; the storage's secret never answered; a real connection test.
 */
import { folderPrefix } from '@functions/business-nodes/node-storage';
import { nodeStorageRepository } from '@functions/business-nodes/node-storage-repository';
import { call, signIn, type SignedIn } from './client';
import { accountOn, as, GHOST, nodeNamed, unique } from './business-nodes-helpers';

const SECRET = 'planted-Node-Storage-Secret-4242-qrst';
let superUser: SignedIn;
let admin: SignedIn;
let demoId: string;

const storageConfig = (name: string, bucket = process.env.FILES_BUCKET) => ({
  name,
  storageType: 'S3',
  connectionConfig: { bucket, endpoint: process.env.AWS_ENDPOINT_URL_S3, accessKeyId: 'local', secretAccessKey: SECRET },
});

/** A storage config made by super, as only super may (002 6); partnerId picks another partner. */
async function newStorage(name = unique('Archive'), bucket?: string, partnerId?: string): Promise<string> {
  const query = partnerId ? `?partnerId=${partnerId}` : '';
  const res = await call('POST', `/api/v1/cloud-storage${query}`, { cookie: superUser.cookie, csrf: superUser.csrf, body: storageConfig(name, bucket) });
  expect(res.status).toBe(201);
  return res.body._id;
}

/** A fresh market under Americas: the tree tests read EMEA's write-allowed nodes exactly, so these stay out of it. */
async function newNode(): Promise<{ _id: string; name: string }> {
  const americas = await nodeNamed(admin, 'Americas');
  const res = await as(admin).post('/api/business-nodes', { parentId: americas._id, name: unique('Storage market'), type: 'market' });
  expect(res.status).toBe(201);
  return res.body;
}

const path = (nodeId: string, rest = '') => `/api/business-nodes/${nodeId}/cloud-storage-connection${rest}`;

beforeAll(async () => {
  [superUser, admin] = await Promise.all([signIn('super@demo.test'), signIn('admin@demo.test')]);
  demoId = admin.user.partnerId;
});

describe('node cloud-storage connections', () => {
  it('creates, reads, updates and deletes the one connection of a node, and never answers the secret', async () => {
    const node = await newNode();
    const storageName = unique('Archive');
    const storageId = await newStorage(storageName);
    const answers: unknown[] = [];

    const empty = await as(admin).get(path(node._id));
    expect(empty).toMatchObject({ status: 200, body: { node: { _id: node._id, name: node.name }, connection: null } });

    const created = await as(admin).post(path(node._id), { cloudStorageId: storageId, folder: '  campaigns/emea  ' });
    expect(created.status).toBe(201);
    expect(created.body.connection).toEqual({
      cloudStorageId: storageId,
      folder: 'campaigns/emea',
      isActive: true,
      storage: { _id: storageId, name: storageName, storageType: 'S3', bucket: process.env.FILES_BUCKET, region: 'eu-central-1', secretAccessKey: '••••qrst' },
    });
    const second = await as(admin).post(path(node._id), { cloudStorageId: storageId });
    expect(second).toMatchObject({ status: 422, body: { message: 'Already exist' } });

    const updated = await as(admin).put(path(node._id), { cloudStorageId: storageId, isActive: false });
    expect(updated.body.connection).toMatchObject({ folder: null, isActive: false });
    const read = await as(admin).get(path(node._id));
    expect(read.body.connection).toMatchObject({ cloudStorageId: storageId, folder: null, isActive: false });

    const tree = await as(admin).get('/api/business-nodes?withCloudStorages=true');
    const flat = JSON.stringify(tree.body);
    expect(flat).toContain(JSON.stringify({ cloudStorageId: storageId, name: storageName, folder: null, isActive: false }));
    const plain = await as(admin).get('/api/business-nodes');
    expect(JSON.stringify(plain.body)).not.toContain('cloudStorage');

    const available = await as(admin).get(`/api/business-nodes/${node._id}/available-cloud-storages`);
    expect(available.body).toContainEqual({ _id: storageId, name: storageName, storageType: 'S3', bucket: process.env.FILES_BUCKET });

    const deleted = await as(admin).delete(path(node._id));
    expect(deleted).toMatchObject({ status: 200, body: { connection: null } });
    expect((await as(admin).get(path(node._id))).body.connection).toBeNull();
    expect(await as(admin).delete(path(node._id))).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect(await as(admin).put(path(node._id), { cloudStorageId: storageId })).toMatchObject({ status: 404, body: { message: 'Entity not found' } });

    answers.push(empty.body, created.body, second.body, updated.body, read.body, tree.body, available.body, deleted.body);
    for (const body of answers) expect(JSON.stringify(body)).not.toContain(SECRET);
  });

  it("answers 404 for another partner's storage or node, and stores nothing", async () => {
    const other = await signIn('other-admin@demo.test');
    const otherStorage = await newStorage(unique('Other archive'), undefined, other.user.partnerId);
    const node = await newNode();
    const foreign = await as(admin).post(path(node._id), { cloudStorageId: otherStorage });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect(await as(admin).post(path(node._id), { cloudStorageId: GHOST })).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect((await as(admin).get(path(node._id))).body.connection).toBeNull();

    const spain = await nodeNamed(other, 'Spain');
    const demoStorage = await newStorage();
    expect(await as(admin).get(path(spain._id))).toMatchObject({ status: 404, body: { message: 'Business node was not found' } });
    expect(await as(other).post(path(node._id), { cloudStorageId: otherStorage })).toMatchObject({ status: 404, body: { message: 'Business node was not found' } });
    expect(await as(other).post(path(spain._id), { cloudStorageId: demoStorage })).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    const theirs = await as(other).get(`/api/business-nodes/${spain._id}/available-cloud-storages`);
    expect(theirs.body.map((s: { _id: string }) => s._id)).toEqual([otherStorage]);
  });

  it('refuses callers outside their write-allowed nodes', async () => {
    const [mine, notMine] = await Promise.all([newNode(), newNode()]);
    const storageId = await newStorage();
    await as(admin).post(path(notMine._id), { cloudStorageId: storageId, folder: 'kept' });
    const scoped = await accountOn(demoId, 'selfServiceAdmin', [mine._id]);
    const denied = { status: 403, body: { message: 'Access to the Business Node denied' } };
    expect(await as(scoped).get(path(notMine._id))).toMatchObject(denied);
    expect(await as(scoped).put(path(notMine._id), { cloudStorageId: storageId, folder: 'changed' })).toMatchObject(denied);
    expect(await as(scoped).delete(path(notMine._id))).toMatchObject(denied);
    expect(await as(scoped).post(path(notMine._id, '/test'), {})).toMatchObject(denied);
    expect(await as(scoped).get(`/api/business-nodes/${notMine._id}/available-cloud-storages`)).toMatchObject(denied);
    expect((await as(admin).get(path(notMine._id))).body.connection).toMatchObject({ folder: 'kept' });

    expect((await as(scoped).post(path(mine._id), { cloudStorageId: storageId })).status).toBe(201);
    const manager = await accountOn(demoId, 'manager', [mine._id]);
    expect(await as(manager).get(path(mine._id))).toMatchObject({ status: 403, body: { message: 'Access denied' } });
  });

  it('refuses a bad folder with 422 and stores nothing', async () => {
    const node = await newNode();
    const storageId = await newStorage();
    for (const folder of ['/absolute', 'a/../b', '..', 'x'.repeat(301)]) {
      const res = await as(admin).post(path(node._id), { cloudStorageId: storageId, folder });
      expect(res.status).toBe(422);
      expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['folder']);
    }
    expect((await as(admin).post(path(node._id), { folder: 'ok' })).status).toBe(422);
    expect((await as(admin).get(path(node._id))).body.connection).toBeNull();
    const slash = await as(admin).post(path(node._id), { cloudStorageId: storageId, folder: '/x' });
    expect(slash.body.details[0].message).toBe('Folder must not start with a slash');
  });

  it('tests the connection for real against the embedded store, with the stored secret and the node folder', async () => {
    const node = await newNode();
    expect(await as(admin).post(path(node._id, '/test'), {})).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    const good = await newStorage();
    await as(admin).post(path(node._id), { cloudStorageId: good, folder: 'node-folder' });
    expect(await as(admin).post(path(node._id, '/test'), {})).toMatchObject({ status: 200, body: { isConnected: true } });

    const broken = await newStorage(unique('Broken'), 'no-such-bucket-here');
    await as(admin).put(path(node._id), { cloudStorageId: broken, folder: 'node-folder' });
    const failed = await as(admin).post(path(node._id, '/test'), {});
    expect(failed.status).toBe(200);
    expect(failed.body.isConnected).toBe(false);
    expect(failed.body.error).toBeTruthy();
    expect(JSON.stringify(failed.body)).not.toContain(SECRET);
  });

  it('lists under the storage prefix and then the node folder', () => {
    expect(folderPrefix('exports/', 'campaigns/emea')).toBe('exports/campaigns/emea/');
    expect(folderPrefix(undefined, 'campaigns')).toBe('campaigns/');
    expect(folderPrefix('exports', undefined)).toBe('exports/');
    expect(folderPrefix(undefined, undefined)).toBeUndefined();
  });

  it("removes a node's connection with the node", async () => {
    const node = await newNode();
    await as(admin).post(path(node._id), { cloudStorageId: await newStorage() });
    expect(await nodeStorageRepository.get(node._id)).not.toBeNull();
    expect((await as(admin).delete(`/api/business-nodes/${node._id}`)).status).toBe(204);
    expect(await nodeStorageRepository.get(node._id)).toBeNull();
  });
});
