/**
 * Asset library figures (`npm run bench -- assets`), each as a ratio to a reference measured in the same run:
 * - the library list over 10,000 assets (first page; a search) against a no-op handler behind the same gateway;
 * - a 1 GB upload (presigned multipart through the gateway's /s3 pass-through into fauxqs, then the processing job)
 *   against a plain streamed copy of the same file on the same disk, with the gateway process's memory (RSS) before,
 *   at its peak and after, sampled every 50 ms.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, openSync, readSync, closeSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assetsRepository } from '@functions/assets/assets-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { ensureJava } from '@infra/local/java';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { startLocalStack } from '@infra/local/stack';

const LIBRARY_SIZE = Number(process.env.BENCH_ASSETS ?? 10_000);
const LIST_REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 40);
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);

const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The median time of n sequential GETs of the url (each must answer 200). */
/** A handler that does nothing, the reference the API benches divide by. */
export const NOOP_ROUTE = { method: 'GET', path: '/bench/noop', handler: async () => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{}' }) } as const;

export async function timed(url: string, cookie: string, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - t);
  }
  return median(times);
}

/** RSS of fauxqs, the gateway's child that holds the uploaded bytes (it keeps objects in memory). */
function fauxqsRss(): number {
  const rows = execFileSync('ps', ['-eo', 'ppid=,rss=,args='], { encoding: 'utf8' }).split('\n');
  const row = rows.find((r) => r.trim().startsWith(`${process.pid} `) && r.includes('fauxqs-server'));
  return row ? Number(row.trim().split(/\s+/)[1]) * 1024 : 0;
}

async function seedLibrary(partnerId: string, createdBy: string) {
  let next = 0;
  const worker = async () => {
    while (next < LIBRARY_SIZE) {
      const i = next++;
      await assetsRepository.create({
        partnerId, name: `bench-${i}-${i % 7 === 0 ? 'summer' : 'winter'}.png`, category: 'creatives', mimeType: 'image/png', format: 'png',
        size: 1000 + i, key: `assets/single-files/image/png/${i}/bench.png`, status: 'ready', createdBy, tags: [`t${i % 50}`],
      });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

function makeFile(dir: string): string {
  const file = join(dir, 'upload.mp4');
  // an MP4 signature (so the type check from content passes) followed by a repeated 8 MiB block
  writeFileSync(file, Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'));
  const block = Buffer.alloc(8 * 1024 ** 2);
  for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((i * 2654435761) >>> 0, i);
  for (let written = 24; written < UPLOAD_BYTES; written += block.length) appendFileSync(file, block.subarray(0, Math.min(block.length, UPLOAD_BYTES - written)));
  return file;
}

export async function assetsBench() {
  ensureJava();
  const stack = await startLocalStack({
    port: 0,
    siteDir: '/nonexistent',
    seed: true,
    env: { SEED_REPORT_ROWS: '1000' },
    extraRoutes: [NOOP_ROUTE],
  });
  const dir = mkdtempSync(join(tmpdir(), 'marquee-bench-assets-'));
  try {
    const login = await fetch(`${stack.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'selfservicemanager@demo.test', password: DEMO_PASSWORD_DEFAULT }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const { token: csrf, id: userId } = (await login.json()) as { token: string; id: string };
    const user = (await usersRepository.get(userId))!;

    const seedStart = performance.now();
    await seedLibrary(user.partnerId, userId);
    console.log(`\nAsset library list over ${LIBRARY_SIZE} assets (seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s), median of ${LIST_REQUESTS}, ratio to a no-op handler`);
    const base = `${stack.url}/api/assets/single-files`;
    await timed(`${base}?limit=10`, cookie, 3);
    const noop = await timed(`${stack.url}/api/bench/noop`, cookie, LIST_REQUESTS);
    for (const [label, query] of [['first page', 'page=0&limit=10'], ['search', 'search=summer&page=0&limit=10'], ['picker', 'archived=false&isIndependent=true&format[]=png&page=3&limit=20']]) {
      const ms = await timed(`${base}?${query}`, cookie, LIST_REQUESTS);
      console.log(`  ${label.padEnd(10)} ${(ms / noop).toFixed(0)}x (${ms.toFixed(1)} ms vs ${noop.toFixed(2)} ms)`);
    }
    // The first list after a change: one asset archived or unarchived, then the first page.
    const first = (await (await fetch(`${base}?page=0&limit=1`, { headers: { cookie } })).json()) as { results: { _id: string }[] };
    const afterChange: number[] = [];
    for (let i = 0; i < 10; i++) {
      const edit = await fetch(`${base}/${first.results[0]!._id}/${i % 2 ? 'unarchive' : 'archive'}`, { method: 'PATCH', headers: { cookie, 'x-csrf-token': csrf } });
      if (edit.status !== 200) throw new Error(`archive: ${edit.status} ${await edit.text()}`);
      afterChange.push(await timed(`${base}?page=0&limit=10`, cookie, 1));
    }
    const changed = median(afterChange);
    console.log(`  ${'after a change'.padEnd(10)} ${(changed / noop).toFixed(0)}x (${changed.toFixed(1)} ms: the first page right after one asset was archived or unarchived)`);

    const file = makeFile(dir);
    const copyStart = performance.now();
    await pipeline(createReadStream(file), createWriteStream(join(dir, 'copy.mp4')));
    const copyMs = performance.now() - copyStart;
    rmSync(join(dir, 'copy.mp4'));

    global.gc?.();
    const before = process.memoryUsage().rss;
    const fauxqsBefore = fauxqsRss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const start = performance.now();
    const init = await fetch(`${base}/uploads`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ files: [{ name: 'bench-upload.mp4', size: UPLOAD_BYTES, type: 'video/mp4' }] }),
    });
    const [target] = ((await init.json()) as { uploads: { assetId: string; partSize: number; parts: { partNumber: number; url: string }[] }[] }).uploads;
    const fd = openSync(file, 'r');
    const parts: { partNumber: number; etag: string }[] = [];
    const chunk = Buffer.alloc(target.partSize);
    let sent = 0;
    for (const part of target.parts) {
      const n = readSync(fd, chunk, 0, target.partSize, (part.partNumber - 1) * target.partSize);
      const res = await fetch(part.url, { method: 'PUT', body: chunk.subarray(0, n) });
      if (res.status !== 200) throw new Error(`part ${part.partNumber}: ${res.status}`);
      parts.push({ partNumber: part.partNumber, etag: res.headers.get('etag')! });
      sent += n;
      if (part.partNumber % 32 === 0) process.stdout.write(`  progress: ${mib(sent)} of ${mib(UPLOAD_BYTES)} in storage\n`);
    }
    closeSync(fd);
    const complete = await fetch(`${base}/uploads/${target.assetId}/complete`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' }, body: JSON.stringify({ parts }) });
    if (complete.status !== 200) throw new Error(`complete: ${complete.status} ${await complete.text()}`);
    const storedMs = performance.now() - start;
    let status = '';
    while (!['ready', 'failed', 'merged'].includes(status)) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await assetsRepository.get(target.assetId))!.status;
    }
    const processedMs = performance.now() - start;
    clearInterval(sampler);
    const after = process.memoryUsage().rss;
    console.log(`\nUpload of ${mib(UPLOAD_BYTES)} (${parts.length} parts of ${mib(target.partSize)}), ratio to a streamed copy of the file on the same disk (${(copyMs / 1000).toFixed(2)} s)`);
    console.log(`  to storage          ${(storedMs / copyMs).toFixed(1)}x (${(storedMs / 1000).toFixed(1)} s, ${(UPLOAD_BYTES / 1024 ** 2 / (storedMs / 1000)).toFixed(0)} MiB/s)`);
    console.log(`  processed (${status})  ${(processedMs / copyMs).toFixed(1)}x (${(processedMs / 1000).toFixed(1)} s including type check, sha256, copy to the single-files key)`);
    console.log(`  gateway RSS: before ${mib(before)}, peak ${mib(peak)} (+${mib(peak - before)}), after ${mib(after)}; fauxqs (holds objects in memory) ${mib(fauxqsBefore)} -> ${mib(fauxqsRss())}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await stack.stop();
  }
}
