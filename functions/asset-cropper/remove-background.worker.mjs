// Background removal off the API's event loop (002 'Assets cropper tab'): a worker thread that keeps the bundled
// model (@imgly/background-removal-node, offline, no download) and answers one image at a time as PNG bytes.
// Plain JavaScript so the thread starts the same under tsx, Vitest and a bundled Lambda.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

// Loaded the CommonJS way, which also searches NODE_PATH: in Lambda the package is in a layer (/opt/nodejs/node_modules,
// infra/constructs/native-layers.ts), and a bare ESM import in a worker thread is not promised to look there.
const { removeBackground } = createRequire(import.meta.url)('@imgly/background-removal-node');

parentPort.on('message', async ({ id, image }) => {
  try {
    const blob = await removeBackground(new globalThis.Blob([image], { type: 'application/octet-stream' }), {
      publicPath: workerData.publicPath,
      model: 'small',
      output: { format: 'image/png' },
    });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    parentPort.postMessage({ id, ok: true, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: String(error?.message ?? error) });
  }
});
