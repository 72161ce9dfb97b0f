/**
 * `npm start`: the whole product on http://127.0.0.1:3000 (PORT to change), data under .data/ (DATA_DIR to change),
 * kept across restarts. Ctrl-C stops everything cleanly.
 */
import { join } from 'node:path';
import { ensureChromium } from './chromium';
import { ensureJava } from './java';
import { ensureSite, ROOT, SITE_DIR } from './site';
import { startStandIns } from './emulators';
import { DEMO_PASSWORD_DEFAULT, SEED_ACCOUNTS } from './seed-accounts';

// from the process's own start: loading the modules (tsx, the functions' code the stack imports) is part of it
const started = Date.now() - process.uptime() * 1000;
// Each phase of the start and its length, printed as it ends (README 'Start'): where a slow start goes.
let phaseFrom = performance.now();
const phase = (name: string, ms = performance.now() - phaseFrom) => {
  console.log(`[start] ${name}: ${(ms / 1000).toFixed(1)} s`);
  phaseFrom = performance.now();
};
phase('loading the start modules', process.uptime() * 1000);
ensureJava();
phase('Java check');
ensureChromium();
phase('Chromium check');
const dataDir = process.env.DATA_DIR ?? join(ROOT, '.data');
// The stand-ins (DynamoDB Local's JVM the slowest) start first and come up while the site is checked and the rest of
// the stack's modules load; the stack waits for them.
const standIns = startStandIns(dataDir, dataDir);
const buildVersion = ensureSite();
phase('site build check');
const { startLocalStack } = await import('./stack');
phase('loading the stack modules');
const password = process.env.DEMO_PASSWORD ?? DEMO_PASSWORD_DEFAULT;
const passthrough = ['SESSION_MAX_AGE_MS'].filter((k) => process.env[k]).map((k) => [k, process.env[k]!]);

const port = Number(process.env.PORT ?? 3000);
// The user-content origin: the next port by default, on the other loopback name (infra/local/user-content-server.ts).
const userContentPort = Number(process.env.USER_CONTENT_PORT ?? port + 1);
// The embedded ad platforms (Meta, DV360, CM360, Google Ads): AD_PLATFORMS_PORT, else one the system picks (printed
// below; the app finds it through its environment, and a fixed default would take a port the e2e layout uses).
const adPlatformsPort = Number(process.env.AD_PLATFORMS_PORT ?? 0);
const stack = await startLocalStack({
  port,
  dataDir,
  standIns,
  siteDir: SITE_DIR,
  seed: true,
  demoPassword: password,
  env: { BUILD_VERSION: buildVersion, ...Object.fromEntries(passthrough) },
  userContentPort,
  userContentHost: process.env.USER_CONTENT_HOST || undefined,
  adPlatformsPort,
  onPhase: (name, ms) => phase(name, ms),
}).catch((err: NodeJS.ErrnoException & { port?: number }) => {
  if (err.code !== 'EADDRINUSE') throw err;
  const taken = err.port ?? port;
  console.error(`Port ${taken} is in use. Stop what runs there, or start on other ports: PORT=4000 USER_CONTENT_PORT=4001 npm start`);
  process.exit(1);
});

const width = Math.max(...SEED_ACCOUNTS.map((a) => a.email.length));
console.log(`
Marquee is running at ${stack.url}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)
Uploaded and rendered HTML is served from ${stack.userContentUrl} (the user-content origin: another host name, no cookies of the app)

Sign in with any of these accounts, password ${password}:
${SEED_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.role}${a.isConceptOnly ? ' (concepts only)' : ''}, ${a.partner}`).join('\n')}

Embedded ad platforms (Meta Graph, DV360, Campaign Manager 360, Google Ads; Demo Agency's accounts): ${stack.adPlatformsUrl}
Embedded S3 (fauxqs) for trying the cloud connector: endpoint ${stack.env.AWS_ENDPOINT_URL_S3}, bucket ${stack.env.FILES_BUCKET}, any access key.

Press Ctrl-C to stop.`);

let stopping = false;
const stop = async () => {
  // one Ctrl-C reaches this process more than once (from the terminal, and relayed by npm and tsx): stop once
  if (stopping) return;
  stopping = true;
  console.log('\nStopping: requests in flight finish first (at most 10 s) ...');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('SIGHUP', stop);
