/**
 * e2e: Debian's Chromium against `npm start` (the same start script), each server with its own fresh data folder.
 * One server with the default session length, one with a short one for the expiry-warning test.
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM } from '@infra/local/chromium';

/** E2E_PORT_BASE lets two e2e runs share a machine (3310 by default; the restart test uses base + 2). */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3310);
export const MAIN_URL = `http://127.0.0.1:${PORT_BASE}`;
export const SHORT_SESSION_URL = `http://127.0.0.1:${PORT_BASE + 1}`;
export const SHORT_SESSION_MAX_AGE_MS = 20_000;
/**
 * A file server the wizard test starts on 127.0.0.1 for 'Link to URL' (no internet here): the main server allow-lists
 * exactly this host:port (LINK_FETCH_ALLOWED_HOSTS); every other private address stays refused.
 */
export const LINK_FIXTURE_PORT = PORT_BASE + 3;
/**
 * The user-content origins of the servers (infra/local/user-content-server.ts: http://localhost:<port>, another host
 * than the app's 127.0.0.1), set apart from the ports above (start.ts would take the app's port + 1).
 */
export const USER_CONTENT_PORTS = { main: PORT_BASE + 5, shortSession: PORT_BASE + 6, restart: PORT_BASE + 7 } as const;
/** The main server's embedded ad platforms (a fixed port, so tests can provoke a platform's faults: publishing). */
export const AD_PLATFORMS_URL = `http://127.0.0.1:${PORT_BASE + 8}`;

const server = (url: string, env: Record<string, string> = {}) => ({
  command: 'node --import tsx infra/local/start.ts',
  cwd: join(import.meta.dirname, '..', '..'),
  url,
  timeout: 120_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  // a reporting seed small enough to be written before the server answers (infra/local/seed-reporting.ts); queue
  // jobs retried after 1 s, 2 s ... instead of 10 s, 20 s (functions/lib/sqs.ts backoffSeconds)
  env: { PORT: new URL(url).port, DATA_DIR: mkdtempSync(join(tmpdir(), 'marquee-e2e-')), SEED_REPORT_ROWS: '50000', QUEUE_RETRY_BASE_S: '1', ...env },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // In CI (a loaded 2-core machine) a test that fails once runs once more; the list and the total name it 'flaky', so a
  // flake stays visible without turning a run red. Locally every failure counts at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: MAIN_URL,
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  outputDir: join(tmpdir(), 'marquee-e2e-results'),
  webServer: [
    server(MAIN_URL, { LINK_FETCH_ALLOWED_HOSTS: `127.0.0.1:${LINK_FIXTURE_PORT}`, USER_CONTENT_PORT: String(USER_CONTENT_PORTS.main), AD_PLATFORMS_PORT: new URL(AD_PLATFORMS_URL).port }),
    server(SHORT_SESSION_URL, { SESSION_MAX_AGE_MS: String(SHORT_SESSION_MAX_AGE_MS), USER_CONTENT_PORT: String(USER_CONTENT_PORTS.shortSession) }),
  ],
});
