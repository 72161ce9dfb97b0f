import { defineConfig } from 'vitest/config';

// One Vitest run, four projects (conventions 'Tests'); e2e runs separately with @playwright/test.
export default defineConfig({
  // the path aliases of tsconfig.json, as Vite, tsx and esbuild read them
  resolve: { tsconfigPaths: true },
  test: {
    globals: true,
    projects: [
      { test: { name: 'shared', include: ['tests/shared/**/*.test.ts'], environment: 'node', globals: true } },
      {
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          environment: 'node',
          globals: true,
          globalSetup: ['tests/functions/global-setup.ts'],
          setupFiles: ['tests/functions/env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      // hooks stage layers of 20-80 MB: seconds on an idle machine, more under load
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], environment: 'node', globals: true, testTimeout: 120_000, hookTimeout: 120_000 } },
      {
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.tsx', 'tests/web/**/*.test.ts'],
          environment: 'jsdom',
          globals: true,
          setupFiles: ['tests/web/setup.ts'],
          // Ant Design renders slowly under jsdom
          testTimeout: 30_000,
        },
      },
    ],
  },
});
