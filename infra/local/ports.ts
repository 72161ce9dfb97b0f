import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts HTTP on the URL (any status), or rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`Nothing answered on ${url} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
