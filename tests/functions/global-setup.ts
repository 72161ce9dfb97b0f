/** Starts the embedded stack once per test run (in memory, seeded) and hands its address and environment to the tests. */
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { ensureJava } from '../../infra/local/java';

/** A small reporting seed: the tests write their own facts; the seed's are there to be isolated from. */
const TEST_SEED_REPORT_ROWS = 10_000;

let stack: LocalStack | undefined;

export async function setup(project: TestProject) {
  ensureJava();
  stack = await startLocalStack({ port: 0, siteDir: '/nonexistent', seed: true, env: { BUILD_VERSION: 'test-build', SEED_REPORT_ROWS: String(TEST_SEED_REPORT_ROWS) } });
  project.provide('stack', { url: stack.url, env: stack.env });
}

export async function teardown() {
  await stack?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { url: string; env: Record<string, string> };
  }
}
