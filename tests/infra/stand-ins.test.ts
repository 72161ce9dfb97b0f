/**
 * The embedded default's stand-ins (infra/local/emulators.ts): DynamoDB Local listens on 127.0.0.1 only, like the
 * others, and a stand-in that dies while the stack runs is started again (the supervisor), so the API answers again
 * without anyone restarting it.
 */
import { connect } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureJava } from '@infra/local/java';
import { startDynamoDb, type Emulator } from '@infra/local/emulators';
import { startLocalStack, type LocalStack } from '@infra/local/stack';

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(5000, () => (socket.destroy(), resolve(false)));
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The local addresses of the listening sockets on `port`, from the kernel's tables (IPv4 and IPv6, hex as there). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // state 0A is LISTEN
      .filter((cols) => cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A')
      .map((cols) => cols[1].split(':')[0]),
  );
}

/** 127.0.0.1 as /proc/net/tcp writes it (little-endian hex), alone or IPv4-mapped in tcp6. */
const LOOPBACK_HEX = ['0100007F', '0000000000000000FFFF00000100007F'];
/** Every interface: 0.0.0.0 and :: */
const ANY_HEX = ['00000000', '00000000000000000000000000000000'];

describe('DynamoDB Local of the embedded default', () => {
  let store: Emulator;
  let port: number;

  beforeAll(async () => {
    ensureJava();
    store = await startDynamoDb();
    port = Number(new URL(store.endpoint).port);
  }, 90_000);
  afterAll(() => store?.stop());

  it('answers on 127.0.0.1', async () => {
    expect(store.endpoint).toBe(`http://127.0.0.1:${port}`);
    const res = await fetch(store.endpoint, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.ListTables' }, body: '{}' });
    // any answer of DynamoDB's (it refuses the unsigned call): the point is that it answers here
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(await accepts('127.0.0.1', port)).toBe(true);
  });

  it('does not listen on any other address of this machine', async () => {
    const bound = listeningAddresses(port);
    expect(bound.length).toBeGreaterThan(0);
    for (const address of bound) {
      expect(ANY_HEX).not.toContain(address);
      expect(LOOPBACK_HEX).toContain(address);
    }
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === 'IPv4')
      .map((a) => a!.address);
    for (const address of others) expect(await accepts(address, port), `${address}:${port}`).toBe(false);
  });
});

describe('a stand-in that dies while the stack runs', () => {
  let stack: LocalStack;
  let dataDir: string;
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));

  beforeAll(async () => {
    ensureJava();
    dataDir = mkdtempSync(join(tmpdir(), 'marquee-stand-ins-'));
    vi.spyOn(console, 'warn').mockImplementation(keep);
    vi.spyOn(console, 'log').mockImplementation(keep);
    stack = await startLocalStack({ port: 0, dataDir, siteDir: '/nonexistent', seed: false, functions: 'in-process' });
  }, 180_000);
  afterAll(async () => {
    await stack?.stop();
    vi.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A sign-in the store has to answer (the throttle and the user are read from it): refused in the spec's words. */
  const signIn = () =>
    fetch(`${stack.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody@demo.test', password: 'Wrong-Password-1' }) })
      .then(async (res) => ({ status: res.status, body: await res.text() }))
      .catch(() => ({ status: 0, body: '' }));

  it('is started again after it was killed, and the API answers as before', async () => {
    const before = await signIn();
    expect(before.status).toBeGreaterThanOrEqual(400);
    expect(before.status).toBeLessThan(500);
    const killed = stack.storePid!;
    process.kill(killed, 'SIGKILL');

    const back = () => lines.some((l) => l.startsWith('[stand-in] DynamoDB Local is back on'));
    const deadline = Date.now() + 120_000;
    while (!back() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await signIn()).toEqual(before);
    expect(stack.storePid).toBeDefined();
    expect(stack.storePid).not.toBe(killed);
    expect(lines.some((l) => l.startsWith('[stand-in] DynamoDB Local exited (SIGKILL)'))).toBe(true);
    expect(back()).toBe(true);
  }, 180_000);
});

