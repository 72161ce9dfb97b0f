/**
 * Uploads the browser never completed: a day after it started an upload counts as abandoned and the library leaves it
 * out; the scheduled sweep (functions/assets/abandoned-uploads.ts) then marks it failed with the spec's 'We could not
 * process your file. Please try again.' and aborts its multipart upload, so nothing stays 'uploading' for ever.
 */
import { UploadPartCommand } from '@aws-sdk/client-s3';
import { assetsRepository, UPLOAD_EXPIRY_MS } from '@functions/assets/assets-repository';
import { expireAbandonedUploads } from '@functions/assets/abandoned-uploads';
import { s3 } from '@functions/lib/clients';
import { ASSET_MULTIPART_THRESHOLD } from '@shared/constants';
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
  it('is abandoned a day after it started (no TTL removes it unseen), and the library leaves it out unless uploads are asked for', async () => {
    const before = Date.now();
    const id = await startUpload(`${tag}-open.txt`);
    const stored = (await assetsRepository.get(id))!;
    expect(stored.status).toBe('uploading');
    expect(stored.expiresAt).toBeUndefined();
    expect(stored.abandonAt!).toBeGreaterThanOrEqual(before + UPLOAD_EXPIRY_MS);
    expect(stored.abandonAt!).toBeLessThanOrEqual(Date.now() + UPLOAD_EXPIRY_MS);
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
    expect(stored.abandonAt).toBeUndefined();
    expect(await list()).toContain(id);
  });

  it('an upload past its expiry is left out even when uploads are asked for (the sweep marks it failed later)', async () => {
    const old = await assetsRepository.create(
      { partnerId: ssm.user.partnerId, name: `${tag}-old.txt`, category: 'brands', mimeType: 'text/plain', format: 'txt', size: 1, key: `k/${tag}/old`, createdBy: ssm.user.id },
      Date.now() - UPLOAD_EXPIRY_MS - 60_000,
    );
    expect(old.abandonAt!).toBeLessThan(Date.now());
    const fresh = await startUpload(`${tag}-fresh.txt`);
    const uploads = await list('&status=uploading');
    expect(uploads).toContain(fresh);
    expect(uploads).not.toContain(old.id);
  });
});

describe('the sweep of abandoned uploads', () => {
  const BIG = ASSET_MULTIPART_THRESHOLD + 1;
  const later = () => Date.now() + UPLOAD_EXPIRY_MS + 1000;

  it('marks an abandoned multipart upload failed with the spec\'s text and aborts its multipart upload', async () => {
    const res = await call('POST', '/api/assets/single-files/uploads', { cookie: ssm.cookie, csrf: ssm.csrf, body: { files: [{ name: `${tag}-big.mp4`, size: BIG, type: 'video/mp4' }] } });
    expect(res.status).toBe(201);
    const id = res.body.uploads[0].assetId as string;
    const started = (await assetsRepository.get(id))!;
    expect(started.uploadId).toBeDefined();
    // a part can be sent while the multipart upload is open
    const part = () => s3().send(new UploadPartCommand({ Bucket: process.env.FILES_BUCKET, Key: started.key, UploadId: started.uploadId, PartNumber: 1, Body: 'part one' }));
    await expect(part()).resolves.toMatchObject({ ETag: expect.any(String) });

    // not yet due: left as it is
    await expireAbandonedUploads(Date.now());
    expect((await assetsRepository.get(id))!.status).toBe('uploading');

    const swept = await expireAbandonedUploads(later());
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    // what the uploader sees
    const shown = await call('GET', `/api/assets/single-files/${id}`, { cookie: ssm.cookie });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ status: 'failed', error: 'We could not process your file. Please try again.' });
    const stored = (await assetsRepository.get(id))!;
    expect(stored).toMatchObject({ status: 'failed', error: 'We could not process your file. Please try again.' });
    expect(stored.uploadId).toBeUndefined();
    // the multipart upload is gone: no part is taken any more
    await expect(part()).rejects.toMatchObject({ name: 'NoSuchUpload' });
    // a failed upload shows in the library with its status
    expect(await list('&status=failed')).toContain(id);
    // and a second sweep finds nothing of it
    await expireAbandonedUploads(later());
    expect((await assetsRepository.get(id))!.status).toBe('failed');
  });

  it('leaves an upload completed before the sweep alone', async () => {
    const sent: { url?: string } = {};
    const id = await startUpload(`${tag}-completed.txt`, sent);
    expect((await fetch(sent.url!, { method: 'PUT', body: CONTENT })).status).toBe(200);
    expect((await call('POST', `/api/assets/single-files/uploads/${id}/complete`, { cookie: ssm.cookie, csrf: ssm.csrf, body: { parts: [] } })).status).toBe(200);
    await expireAbandonedUploads(later());
    expect((await assetsRepository.get(id))!.status).not.toBe('failed');
  });

  it('a completion after the sweep is refused, not processed as a library asset', async () => {
    const sent: { url?: string } = {};
    const id = await startUpload(`${tag}-late.txt`, sent);
    expect((await fetch(sent.url!, { method: 'PUT', body: CONTENT })).status).toBe(200);
    await expireAbandonedUploads(later());
    const late = await call('POST', `/api/assets/single-files/uploads/${id}/complete`, { cookie: ssm.cookie, csrf: ssm.csrf, body: { parts: [] } });
    expect(late.status).toBeLessThan(500);
    expect((await assetsRepository.get(id))!.status).toBe('failed');
  });
});
