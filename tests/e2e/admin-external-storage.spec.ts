/**
 * A node's cloud-storage connection in the browser: super makes a storage config through the API (only super may),
 * then a self-service admin connects a node of the tree to it and tests it for real. The store is the server's own
 * embedded S3, the one non-public endpoint a storage may name there (README 'Security'): its address is read from the
 * seeded 'Demo exports (embedded S3)' storage, since the server under test picks its port itself.
 */
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { SEEDED_EXPORT_STORAGE } from '@infra/local/seed-exports';
import { signIn } from './helpers';

const BUCKET = 'e2e-node-storage';
const SECRET = `e2e-planted-storage-secret-${Date.now()}-mnop`;

async function createStorageAsSuper(request: APIRequestContext, name: string): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { username: 'super@demo.test', password: DEMO_PASSWORD_DEFAULT } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const storages = (await (await request.get('/api/v1/cloud-storage')).json()) as { name: string; connectionConfig: { endpoint?: string } }[];
  const endpoint = storages.find((s) => s.name === SEEDED_EXPORT_STORAGE.name)!.connectionConfig.endpoint!;
  const s3 = new S3Client({ region: 'eu-central-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET })).catch((error: { name?: string }) => {
    if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
  });
  s3.destroy();
  const created = await request.post('/api/v1/cloud-storage', {
    headers: { 'x-csrf-token': token },
    data: { name, storageType: 'S3', connectionConfig: { bucket: BUCKET, endpoint, accessKeyId: 'local', secretAccessKey: SECRET } },
  });
  expect(created.status()).toBe(201);
}

test('a self-service admin connects a node to the partner storage and the connection works', async ({ page, playwright, baseURL }) => {
  const storageName = `E2E archive ${Date.now().toString(36)}`;
  const request = await playwright.request.newContext({ baseURL });
  await createStorageAsSuper(request, storageName);
  await request.dispose();

  await signIn(page, 'selfserviceadmin@demo.test');
  await page.goto('/admin/tree');
  await page.getByRole('link', { name: 'Storage of Germany' }).click();
  await expect(page).toHaveTitle('External storage - Marquee');
  await expect(page.getByText('Cloud storage of Germany')).toBeVisible();

  await page.getByRole('combobox', { name: 'Cloud storage' }).click();
  await page.getByTitle(`${storageName} (S3, ${BUCKET})`).click();
  await page.getByLabel('Folder').fill('campaigns/germany');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cloud storage connection saved')).toBeVisible();
  await expect(page.getByText('••••mnop')).toBeVisible();

  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection works')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Folder')).toHaveValue('campaigns/germany');
  expect(await page.content()).not.toContain(SECRET);
  await page.screenshot({ path: join(tmpdir(), 'marquee-e2e-external-storage.png'), fullPage: true });
});
