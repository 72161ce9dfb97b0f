/**
 * One function of the stage in a worker thread of its own, as one Lambda container: its own module graph (caches,
 * clients and cold-start reads are its own), its own environment (process.env is the worker's copy, function-env.ts).
 * Loads the source entry (tsx) or the bundle CDK built, then answers invocations posted by functions.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

interface HostData {
  /** The module to load: a source entry, or the bundle's index.mjs. */
  file: string;
  exportName: string;
  functionName: string;
  timeoutS: number;
  memoryMb: number;
  /** The renderer module of the sources, whose warm browsers are closed when the host stops. */
  rendererFile?: string;
}

type Handler = (event: unknown, context: unknown) => Promise<unknown>;
const data = workerData as HostData;
const port = parentPort!;

let handler: Handler;
try {
  const mod = (await import(pathToFileURL(data.file).href)) as Record<string, unknown>;
  const found = mod[data.exportName];
  if (typeof found !== 'function') throw new Error(`${data.file} has no export ${data.exportName} (Runtime.HandlerNotFound)`);
  handler = found as Handler;
  port.postMessage({ type: 'ready' });
} catch (err) {
  const e = err as Error;
  port.postMessage({ type: 'init-error', error: { name: e.name, message: e.message, stack: e.stack } });
  process.exit(1);
}

port.on('message', async (message: { type: 'invoke'; id: number; event: unknown; requestId: string } | { type: 'stop' }) => {
  if (message.type === 'stop') {
    if (data.rendererFile) {
      const renderer = (await import(pathToFileURL(data.rendererFile).href)) as { renderer(): { close(): Promise<void> }; closePdfRenderer(): Promise<void> };
      await Promise.all([renderer.renderer().close(), renderer.closePdfRenderer()]).catch(() => undefined);
    }
    port.postMessage({ type: 'stopped' });
    return;
  }
  const deadline = Date.now() + data.timeoutS * 1000;
  const context = {
    functionName: data.functionName,
    memoryLimitInMB: String(data.memoryMb),
    awsRequestId: message.requestId,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    callbackWaitsForEmptyEventLoop: false,
  };
  try {
    port.postMessage({ type: 'result', id: message.id, result: await handler(message.event, context) });
  } catch (err) {
    const e = err as Error;
    port.postMessage({ type: 'error', id: message.id, error: { name: e?.name, message: e?.message ?? String(err), stack: e?.stack } });
  }
});
