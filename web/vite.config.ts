import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';
const buildVersion = process.env.BUILD_VERSION ?? 'dev';

/** dist/web/build-version.txt: which sources the site was built from (the local stack rebuilds when it differs). */
const buildVersionFile = (): Plugin => ({
  name: 'marquee-build-version',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'build-version.txt', source: `${buildVersion}\n` });
  },
});

// Built into dist/web, which the local gateway and the S3 site both serve; /api and /ws share the origin.
export default defineConfig({
  root: here,
  plugins: [react(), buildVersionFile()],
  // the path aliases of tsconfig.json (@shared/*, @web/*): one definition for tsc, tsx, esbuild, Vite and Vitest
  resolve: { tsconfigPaths: true },
  define: {
    __BUILD_VERSION__: JSON.stringify(buildVersion),
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: api },
      '/ws': { target: api, ws: true },
    },
  },
});
