/** `npm start` stops cleanly on Ctrl-C, and a restart keeps what was stored: an account created in between signs in. */
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../infra/local/stack';
import { ROOT, SITE_DIR } from '../../infra/local/site';
import { createAccount } from '../../functions/users/accounts';
import { partnersRepository } from '../../functions/partners/partners-repository';
import { signIn } from './helpers';
import { PORT_BASE } from './playwright.config';

const PORT = PORT_BASE + 2;

function npmStart(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'infra/local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
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
    child.kill('SIGINT');
  });
}

test('Ctrl-C stops npm start cleanly and a restart keeps an account created in between', async ({ page }) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-restart-'));

  const first = await npmStart(dataDir);
  expect(await ctrlC(first)).toBe(0);
  await expect(fetch(`http://127.0.0.1:${PORT}/`)).rejects.toThrow();

  // between the two starts, an account is created in the stored data (as an admin would, later, through the API)
  const stack = await startLocalStack({ port: 0, dataDir, siteDir: SITE_DIR });
  const demo = await partnersRepository.findByName('Demo Agency');
  await createAccount({ email: 'kept@demo.test', password: 'Kept-Account-Password-1', role: 'manager', partnerId: demo!.id });
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
