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
    rolldownOptions: {
      output: {
        // What every signed-in screen runs, each library a chunk of its own, so a release of the app's code leaves
        // them cached. Ant Design and TanStack Query stay split by the automatic chunking: one chunk of either would
        // load on the sign-in page what it does not use (Ant Design's date picker, tables and the rest; all of Query).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api },
      '/ws': { target: api, ws: true },
    },
  },
});
