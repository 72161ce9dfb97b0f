/**
 * The stage's functions as the embedded default runs them: each in its own worker thread (function-host.ts) with the
 * environment its template sets, started at its first invocation (a cold start) and kept warm. A function whose
 * module fails to load answers every invocation with that error and is loaded again at the next, as Lambda does.
 * A worker handles invocations concurrently (Lambda would start more containers): one process serves them all.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FunctionManifest } from './manifest';

export interface PooledFunction {
  manifest: FunctionManifest;
  env: Record<string, string>;
  /** The module the worker loads (a source entry, or the built bundle). */
  file: string;
}

export interface FunctionPool {
  /** Invokes the function `${entry}#${exportName}` with an event; rejects with the handler's error. */
  invoke(key: string, event: unknown): Promise<unknown>;
  has(key: string): boolean;
  /** Resolves once the function's worker has started (at once when warm): its cold start. */
  started(key: string): Promise<void>;
  /** Starts the given functions' workers ahead of their first invocation, one after another. */
  prewarm(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '../../..');
const HOST = join(import.meta.dirname, 'function-host.ts');
const RENDERER = join(ROOT, 'functions/lib/renderer/index.ts');
const STOP_MS = 10_000;

class InvokeError extends Error {
  constructor(error: { name?: string; message: string; stack?: string }) {
    super(error.message);
    this.name = error.name ?? 'Error';
    if (error.stack) this.stack = error.stack;
  }
}

interface Running {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, { resolve(v: unknown): void; reject(e: Error): void }>;
}

/** Sources run under tsx; bundles are plain JavaScript, loaded by a plain-JavaScript copy of the host (bundles.ts). */
export type PoolOptions = { sources: true } | { sources: false; host: string };

export function functionPool(functions: readonly PooledFunction[], options: PoolOptions): FunctionPool {
  const byKey = new Map(functions.map((f) => [f.manifest.key, f]));
  const running = new Map<string, Running>();
  let nextId = 1;
  let closing = false;

  function start(fn: PooledFunction): Running {
    const worker = new Worker(options.sources ? HOST : options.host, {
      env: fn.env,
      execArgv: options.sources ? ['--import', 'tsx'] : [],
      workerData: {
        file: fn.file,
        exportName: fn.manifest.exportName,
        functionName: fn.manifest.path,
        timeoutS: fn.manifest.timeoutS,
        memoryMb: fn.manifest.memoryMb,
        rendererFile: options.sources ? RENDERER : undefined,
      },
    });
    const pending: Running['pending'] = new Map();
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (m: { type: string; id?: number; result?: unknown; error?: { name?: string; message: string; stack?: string } }) => {
        if (m.type === 'ready') resolve();
        else if (m.type === 'init-error') reject(new InvokeError({ ...m.error!, message: `${fn.manifest.path} failed to start: ${m.error!.message}` }));
        else if (m.id !== undefined) {
          const p = pending.get(m.id);
          pending.delete(m.id);
          if (m.type === 'result') p?.resolve(m.result);
          else p?.reject(new InvokeError(m.error!));
        }
      });
      worker.on('error', reject);
    });
    const self: Running = { worker, ready, pending };
    worker.on('exit', () => {
      if (running.get(fn.manifest.key) === self) running.delete(fn.manifest.key);
      for (const p of pending.values()) p.reject(new Error(`${fn.manifest.path} stopped`));
      pending.clear();
    });
    ready.catch(() => undefined);
    running.set(fn.manifest.key, self);
    return self;
  }

  const runningOf = (key: string) => {
    const fn = byKey.get(key);
    if (!fn) throw new Error(`No function ${key} in the synthesized stage`);
    return running.get(key) ?? start(fn);
  };

  return {
    has: (key) => byKey.has(key),
    started: async (key) => {
      if (!closing) await runningOf(key).ready;
    },
    async invoke(key, event) {
      if (closing) throw new Error('The embedded default is stopping');
      const r = runningOf(key);
      await r.ready;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        r.pending.set(id, { resolve, reject });
        r.worker.postMessage({ type: 'invoke', id, event, requestId: randomUUID() });
      });
    },
    async prewarm(keys) {
      for (const key of keys) {
        if (closing) return;
        await runningOf(key).ready.catch(() => undefined);
      }
    },
    async close() {
      closing = true;
      await Promise.all(
        [...running.values()].map(async ({ worker, ready }) => {
          const ok = await ready.then(() => true, () => false);
          if (ok) {
            const stopped = new Promise((r) => worker.once('message', (m: { type: string }) => m.type === 'stopped' && r(undefined)));
            worker.postMessage({ type: 'stop' });
            await Promise.race([stopped, new Promise((r) => setTimeout(r, STOP_MS))]);
          }
          await worker.terminate();
        }),
      );
    },
  };
}
