import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';

// Built into dist/web, which the local gateway and the S3 site both serve; /api and /ws share the origin.
export default defineConfig({
  root: here,
  plugins: [react()],
  define: {
    __BUILD_VERSION__: JSON.stringify(process.env.BUILD_VERSION ?? 'dev'),
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/ws': { target: api, ws: true },
    },
  },
});
