/**
 * `npm start` stops cleanly on Ctrl-C, draining first: an upload in flight when the terminal's Ctrl-C reaches the whole
 * process group still completes and is kept. A restart keeps what was stored: an account created in between signs in.
 */
import { expect, test } from './fixtures';
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '@infra/local/stack';
import { ROOT, SITE_DIR } from '@infra/local/site';
import { createAccount } from '@functions/users/accounts';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { assetStorage } from '@functions/assets/asset-storage';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { signIn } from './helpers';
import { PORT_BASE, USER_CONTENT_PORTS } from './playwright.config';

const PORT = PORT_BASE + 2;

function npmStart(dataDir: string): Promise<ChildProcess> {
  // as package.json's start runs it: one process (tsx's own CLI would relay Ctrl-C and may kill a busy child)
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), USER_CONTENT_PORT: String(USER_CONTENT_PORTS.restart), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group, as a terminal gives it: Ctrl-C goes to the whole group
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (d) => {
      output += d;
      if (output.includes('Press Ctrl-C to stop.')) resolve(child);
    });
    child.stderr!.on('data', (d) => (output += d));
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

function ctrlC(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    process.kill(-child.pid!, 'SIGINT');
  });
}

/** A presigned PUT of `size` bytes whose first half is sent now and the rest when `finish` is called. */
function slowPut(url: string, size: number) {
  let finish!: () => void;
  const answered = new Promise<number>((resolve, reject) => {
    const req = request(url, { method: 'PUT', headers: { 'content-length': size } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.write(Buffer.alloc(size / 2, 1));
    finish = () => req.end(Buffer.alloc(size / 2, 2));
  });
  return { answered, finish: () => finish() };
}

async function startUpload(base: string, size: number): Promise<{ url: string; key: string }> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'selfservicemanager@demo.test', password: DEMO_PASSWORD_DEFAULT }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  const { token } = (await login.json()) as { token: string };
  const start = await fetch(`${base}/api/assets/single-files/uploads`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ files: [{ name: 'in-flight.bin', size }] }),
  });
  const { uploads } = (await start.json()) as { uploads: { url: string }[] };
  const { url } = uploads[0]!;
  return { url, key: decodeURIComponent(new URL(url).pathname.split('/').slice(3).join('/')) };
}

test('Ctrl-C stops npm start cleanly and a restart keeps an account created in between', async ({ page }) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-restart-'));

  const first = await npmStart(dataDir);
  const size = 4 * 1024 * 1024;
  const upload = await startUpload(`http://127.0.0.1:${PORT}`, size);
  const put = slowPut(upload.url, size);
  await new Promise((r) => setTimeout(r, 500)); // the first half is on its way
  const stopped = ctrlC(first);
  await new Promise((r) => setTimeout(r, 1000)); // Ctrl-C has arrived; the upload is still in flight
  await expect(fetch(`http://127.0.0.1:${PORT}/`)).rejects.toThrow();
  put.finish();
  expect(await put.answered).toBe(200);
  expect(await stopped).toBe(0);

  // between the two starts, an account is created in the stored data (as an admin would, later, through the API)
  const stack = await startLocalStack({ port: 0, dataDir, siteDir: SITE_DIR });
  const demo = await partnersRepository.findByName('Demo Agency');
  await createAccount({ email: 'kept@demo.test', password: 'Kept-Account-Password-1', role: 'manager', partnerId: demo!.id });
  // the upload that was in flight at Ctrl-C was stored whole
  expect(await assetStorage.size(upload.key)).toBe(size);
  await stack.stop();

  const second = await npmStart(dataDir);
  try {
    await page.goto(`http://127.0.0.1:${PORT}/login`);
    await signIn(page, 'kept@demo.test', 'Kept-Account-Password-1');
    await expect(page).toHaveURL(/\/concepts$/);
  } finally {
    expect(await ctrlC(second)).toBe(0);
  }
});
