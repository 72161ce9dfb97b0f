/**
 * `npm start` (infra/local/start.ts) says where its start goes: each phase with its length. A start with nothing
 * changed since the last one (same data folder, same sources) skips the seed and serves the data seeded before.
 * Lengths are printed, never asserted (they depend on the machine's load); the phases and the skipped seed are.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureJava } from '@infra/local/java';
import { ROOT } from '@infra/local/site';

/** This run's ports: E2E_PORT_BASE + 8 and + 9 (the e2e layout leaves them free), else the system's. */
const base = Number(process.env.E2E_PORT_BASE ?? 0);
const PORT = base ? base + 8 : 0;

/** Runs `npm start`'s script until it is up, signs in once, stops it with Ctrl-C; answers what it printed. */
async function start(dataDir: string): Promise<{ lines: string[]; url: string; signedIn: number; code: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra/local/start.ts')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), USER_CONTENT_PORT: String(PORT ? PORT + 1 : 0), SEED_REPORT_ROWS: '0' },
  });
  const lines: string[] = [];
  let buffered = '';
  const up = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        const m = /Marquee is running at (\S+)/.exec(line);
        if (m) resolve(m[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${lines.join('\n')}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const url = await up;
    const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'manager@demo.test', password: 'Demo-Password-2026' }) });
    return { lines, url, signedIn: res.status, code: null };
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGINT');
    await exited;
  }
}

const phases = (lines: string[]) => lines.filter((l) => l.startsWith('[start] ')).map((l) => l.replace(/^\[start\] (.*): [\d.]+ s$/, '$1'));

describe('npm start', () => {
  let dataDir: string;
  beforeAll(() => {
    ensureJava();
    dataDir = mkdtempSync(join(tmpdir(), 'marquee-warm-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints each phase with its length, and a warm start skips the unchanged seed and serves what was seeded', async () => {
    const first = await start(dataDir);
    expect(first.signedIn).toBe(200);
    expect(phases(first.lines)).toEqual(
      expect.arrayContaining(['Java check', 'site build check', 'loading the stack modules', 'stand-ins (DynamoDB Local, fauxqs, cognito-local) and the ad platforms', 'resources (tables, bucket, queues, user pool)', 'seed', 'isolated functions (parity)']),
    );
    for (const line of first.lines.filter((l) => l.startsWith('[start] '))) expect(line).toMatch(/: \d+\.\d s$/);

    const warm = await start(dataDir);
    expect(phases(warm.lines)).toContain('seed (unchanged since the last start: skipped)');
    expect(phases(warm.lines)).not.toContain('seed');
    expect(warm.signedIn).toBe(200);
    console.log(`warm start here:\n${warm.lines.filter((l) => l.startsWith('[start] ') || l.includes('started in')).join('\n')}`);
  }, 600_000);
});
