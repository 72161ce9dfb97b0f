/** Starts the embedded stack once per test run (in memory, seeded) and hands its address and environment to the tests. */
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '@infra/local/stack';
import { ensureJava } from '@infra/local/java';
import { createServer } from 'node:net';

/** A free port for a test's file server that the link fetcher may reach (LINK_FETCH_ALLOWED_HOSTS names exactly it). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** A small reporting seed: the tests write their own facts; the seed's are there to be isolated from. */
const TEST_SEED_REPORT_ROWS = 10_000;

let stack: LocalStack | undefined;

export async function setup(project: TestProject) {
  ensureJava();
  const linkFixturePort = await freePort();
  stack = await startLocalStack({
    port: 0,
    siteDir: '/nonexistent',
    seed: true,
    env: { BUILD_VERSION: 'test-build', QUEUE_RETRY_BASE_S: '1', SEED_REPORT_ROWS: String(TEST_SEED_REPORT_ROWS), LINK_FETCH_ALLOWED_HOSTS: `127.0.0.1:${linkFixturePort}` },
  });
  project.provide('stack', { url: stack.url, env: stack.env });
  project.provide('linkFixturePort', linkFixturePort);
}

export async function teardown() {
  await stack?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { url: string; env: Record<string, string> };
    /** The one private host:port the link fetcher may reach in this run (feed tests serve their files there). */
    linkFixturePort: number;
  }
}
