/**
 * `npm run bench -- upload-memory`: the memory (RSS) of fauxqs, the local S3 stand-in, through one large multipart
 * upload sent as the browser sends it (presigned parts through the gateway's /s3 pass-through), with fauxqs keeping
 * its data in a folder as under `npm start`: before, after the parts, at completion, after processing, 10 s later.
 * UPLOAD_MEMORY_BYTES sets the size (768 MiB by default); the data folder is under BENCH_DIR (the system's temp).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetsRepository } from '@functions/assets/assets-repository';
import { ensureJava } from '@infra/local/java';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { startLocalStack } from '@infra/local/stack';

const BYTES = Number(process.env.UPLOAD_MEMORY_BYTES ?? 768 * 1024 ** 2);
const mib = (b: number) => `${(b / 1024 ** 2).toFixed(0)} MiB`;

/** RSS of the fauxqs child of this process. */
function fauxqsRss(): number {
  const rows = execFileSync('ps', ['-eo', 'ppid=,rss=,args='], { encoding: 'utf8' }).split('\n');
  const row = rows.find((r) => r.trim().startsWith(`${process.pid} `) && r.includes('fauxqs-server'));
  return row ? Number(row.trim().split(/\s+/)[1]) * 1024 : 0;
}

export async function uploadMemoryBench() {
  ensureJava();
  const dataDir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'marquee-upload-memory-'));
  const stack = await startLocalStack({ port: 0, dataDir, siteDir: '/nonexistent', seed: true, env: { SEED_REPORT_ROWS: '1000' } });
  console.log(`\nfauxqs memory through a ${mib(BYTES)} multipart upload (data in a folder, as under npm start)`);
  try {
    const login = await fetch(`${stack.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'selfservicemanager@demo.test', password: DEMO_PASSWORD_DEFAULT }) });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const { token: csrf } = (await login.json()) as { token: string };
    let peak = 0;
    let phasePeak = 0;
    const sampler = setInterval(() => {
      const rss = fauxqsRss();
      peak = Math.max(peak, rss);
      phasePeak = Math.max(phasePeak, rss);
    }, 100);
    const phase = (label: string) => {
      console.log(`  ${label.padEnd(32)} fauxqs RSS ${mib(fauxqsRss())} (peak since the last line ${mib(phasePeak)}); gateway RSS ${mib(process.memoryUsage().rss)}`);
      phasePeak = 0;
    };
    phase('before');
    const base = `${stack.url}/api/assets/single-files`;
    const init = await fetch(`${base}/uploads`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' }, body: JSON.stringify({ files: [{ name: 'big.mp4', size: BYTES, type: 'video/mp4' }] }) });
    const [target] = ((await init.json()) as { uploads: { assetId: string; partSize: number; parts: { partNumber: number; url: string }[] }[] }).uploads;
    const chunk = Buffer.alloc(target.partSize);
    for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE((i * 2654435761) >>> 0, i);
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(chunk);
    const parts: { partNumber: number; etag: string }[] = [];
    for (const part of target.parts) {
      const n = Math.min(target.partSize, BYTES - (part.partNumber - 1) * target.partSize);
      chunk.writeUInt32LE(part.partNumber, 64); // distinct parts
      const res = await fetch(part.url, { method: 'PUT', body: chunk.subarray(0, n) });
      if (res.status !== 200) throw new Error(`part ${part.partNumber}: ${res.status} ${await res.text()}`);
      parts.push({ partNumber: part.partNumber, etag: res.headers.get('etag')! });
    }
    phase(`${parts.length} parts sent (${mib(BYTES)})`);
    const complete = await fetch(`${base}/uploads/${target.assetId}/complete`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' }, body: JSON.stringify({ parts }) });
    if (complete.status !== 200) throw new Error(`complete: ${complete.status} ${await complete.text()}`);
    phase('completed');
    let status = '';
    while (!['ready', 'failed', 'merged'].includes(status)) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await assetsRepository.get(target.assetId))!.status;
    }
    phase(`processed (${status})`);
    await new Promise((r) => setTimeout(r, 10_000));
    phase('10 s idle');
    clearInterval(sampler);
    console.log(`  fauxqs peak overall ${mib(peak)} for ${mib(BYTES)} uploaded`);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
