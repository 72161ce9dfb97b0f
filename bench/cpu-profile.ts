/**
 * BENCH_CPU_PROFILE=<dir>: the measured part of a bench is recorded with V8's sampling profiler (node:inspector, in
 * this process, where the local gateway runs the handlers), written as <dir>/<name>.cpuprofile (open it in Chrome's
 * DevTools) and summed up on the console: the functions with the most self time. Without the variable it only runs.
 */
import { Session } from 'node:inspector/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export async function cpuProfiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    const nodes = profile.nodes as ProfileNode[];
    const total = nodes.reduce((n, p) => n + (p.hitCount ?? 0), 0);
    const self = new Map<string, number>();
    for (const p of nodes) {
      const f = p.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|work\/main)\//, '')}:${f.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (p.hitCount ?? 0));
    }
    console.log(`\nCPU profile of ${name} (${join(dir, `${name}.cpuprofile`)}), self time:`);
    for (const [key, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${((100 * hits) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
}
