/**
 * Uploads the browser never completed (issue 12, reliability 6): the record expires after a day by DynamoDB TTL, as
 * the bucket's rule aborts the multipart upload then, and the library list leaves uploads out unless asked for them.
 */
import { assetsRepository, UPLOAD_EXPIRY_MS } from '@functions/assets/assets-repository';
import { call, signIn, type SignedIn } from './client';

let ssm: SignedIn;
const tag = `abandoned${Date.now().toString(36)}`;
const list = async (query = '') =>
  ((await call('GET', `/api/assets/single-files?limit=100&search=${tag}${query}`, { cookie: ssm.cookie })).body.results as { _id: string; status: string }[]).map((a) => a._id);

beforeAll(async () => {
  ssm = await signIn('selfservicemanager@demo.test');
});

const CONTENT = 'twenty bytes of text';

async function startUpload(name: string, sent: { url?: string } = {}): Promise<string> {
  const res = await call('POST', '/api/assets/single-files/uploads', { cookie: ssm.cookie, csrf: ssm.csrf, body: { files: [{ name, size: CONTENT.length, type: 'text/plain' }] } });
  expect(res.status).toBe(201);
  sent.url = res.body.uploads[0].url;
  return res.body.uploads[0].assetId;
}

describe('an upload that is never completed', () => {
  it('expires a day after it started, and the library leaves it out unless uploads are asked for', async () => {
    const before = Date.now();
    const id = await startUpload(`${tag}-open.txt`);
    const stored = (await assetsRepository.get(id))!;
    expect(stored.status).toBe('uploading');
    expect(stored.expiresAt! * 1000).toBeGreaterThanOrEqual(before + UPLOAD_EXPIRY_MS - 1000);
    expect(stored.expiresAt! * 1000).toBeLessThanOrEqual(Date.now() + UPLOAD_EXPIRY_MS);
    expect(await list()).not.toContain(id);
    expect(await list('&status=uploading')).toContain(id);
  });

  it('once completed it no longer expires and shows in the library', async () => {
    const sent: { url?: string } = {};
    const id = await startUpload(`${tag}-done.txt`, sent);
    expect((await fetch(sent.url!, { method: 'PUT', body: CONTENT })).status).toBe(200);
    expect((await call('POST', `/api/assets/single-files/uploads/${id}/complete`, { cookie: ssm.cookie, csrf: ssm.csrf, body: { parts: [] } })).status).toBe(200);
    const stored = (await assetsRepository.get(id))!;
    expect(stored.status).not.toBe('uploading');
    expect(stored.expiresAt).toBeUndefined();
    expect(await list()).toContain(id);
  });

  it('an upload past its expiry is left out even when uploads are asked for (TTL removes it later)', async () => {
    const old = await assetsRepository.create(
      { partnerId: ssm.user.partnerId, name: `${tag}-old.txt`, category: 'brands', mimeType: 'text/plain', format: 'txt', size: 1, key: `k/${tag}/old`, createdBy: ssm.user.id },
      Date.now() - UPLOAD_EXPIRY_MS - 60_000,
    );
    expect(old.expiresAt! * 1000).toBeLessThan(Date.now());
    const fresh = await startUpload(`${tag}-fresh.txt`);
    const uploads = await list('&status=uploading');
    expect(uploads).toContain(fresh);
    expect(uploads).not.toContain(old.id);
  });
});
