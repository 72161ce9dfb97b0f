/**
 * `npm run bench -- signals`: a 100,000-row signals CSV (001 5; BENCH_SIGNAL_ROWS) uploaded through the local gateway
 * (POST …/signals/upload: checked whole as a papaparse stream, then stored in the tree's signal shards on DynamoDB
 * Local) against the issue's goal (< 5 s), beside references measured in the same run on the same text: papaparse
 * parsing it whole (rows kept, as a non-streaming reader would) and the same streamed parse with nothing stored. Memory:
 * peak RSS growth of this process (the gateway runs the handler in it) during each, sampled every 5 ms, after a GC.
 * The upload is also run at a quarter of the rows: flat memory means its growth does not follow the row count.
 */
import Papa from 'papaparse';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { newId } from '@functions/lib/ids';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { signalsRepository } from '@functions/personalize/signals-repository';
import { eachCsvRow } from '@functions/personalize/signals-csv';
import { ensureJava } from '@infra/local/java';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { startLocalStack } from '@infra/local/stack';
import { cpuProfiled } from './cpu-profile';

const ROWS = Number(process.env.BENCH_SIGNAL_ROWS ?? 100_000);
const GOAL_MS = 5000;
const MiB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function generatedCsv(rows: number): string {
  const lines = ['Segment name,CM Placement'];
  for (let i = 0; i < rows; i++) lines.push(`Placement segment ${String(i).padStart(6, '0')},${String(30_000_000 + i)}${i % 4 ? '' : `;${40_000_000 + i}`}`);
  return lines.join('\n');
}

/** Time and peak RSS growth of `run` (sampled every 5 ms and once right after, while its result is still held). */
async function measured<T>(run: () => Promise<T> | T): Promise<{ ms: number; rssMiB: number; result: T }> {
  gc();
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const t = performance.now();
  const result = await run();
  const ms = performance.now() - t;
  peak = Math.max(peak, process.memoryUsage.rss());
  clearInterval(timer);
  return { ms, rssMiB: (peak - before) / MiB, result };
}

/**
 * Peak live heap growth of `run`: a full GC every 500 ms, then the heap in use, so garbage not yet collected does not
 * count (RSS grows with the allocation rate too: V8 collects late when there is room). Slows the run: timed apart.
 */
async function liveHeap<T>(run: () => Promise<T> | T): Promise<number> {
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sample = () => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  const timer = setInterval(sample, 500);
  const result = await run();
  sample();
  clearInterval(timer);
  void result;
  return (peak - before) / MiB;
}

async function signIn(url: string, username: string) {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD_DEFAULT }) });
  const body = (await login.json()) as { id: string; token: string };
  return { cookie: login.headers.get('set-cookie')!.split(';')[0]!, id: body.id, csrf: body.token };
}

export async function signalsBench() {
  ensureJava();
  const stack = await startLocalStack({ port: 0, siteDir: '/nonexistent', seed: true, env: { SEED_REPORT_ROWS: '1000' } });
  try {
    const manager = await signIn(stack.url, 'selfservicemanager@demo.test');
    const user = (await usersRepository.get(manager.id))!;
    const germany = (await businessNodesRepository.listByPartner(user.partnerId)).find((n) => n.name === 'Germany')!.id;
    const campaign = await campaignsRepository.create({
      partnerId: user.partnerId,
      businessNodeId: germany,
      name: `Signals bench ${newId()}`,
      platform: 'google',
      settings: { flightDates: null, watcherIds: [], deliveries: {}, formats: [], templateIds: [] },
    });
    const newTree = () => ({ id: newId(), partnerId: user.partnerId, campaignId: campaign.id, platform: 'google', format: 'fixed', templates: [], location: `brief/decision-tree-template/${newId()}.json`, dimension: 'userSegment' });
    await new Promise((resolve) => setTimeout(resolve, 1200)); // the partner's campaign list is kept a second
    const upload = async (text: string) => {
      const tree = newTree();
      await personalizeRepository.write([personalizeRepository.putTree(tree)]);
      const res = await fetch(`${stack.url}/api/campaigns/${campaign.id}/personalize/${tree.id}/signals/upload`, {
        method: 'POST',
        headers: { cookie: manager.cookie, 'x-csrf-token': manager.csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ csvData: text, type: 'userSegment' }),
      });
      const body = (await res.json()) as { created: number };
      if (res.status !== 201) throw new Error(`upload answered ${res.status} ${JSON.stringify(body)}`);
      return { created: body.created, treeId: tree.id };
    };
    // warm the handler, the parser and DynamoDB Local's JIT
    await upload(generatedCsv(2000));

    const text = generatedCsv(ROWS);
    const quarter = generatedCsv(Math.round(ROWS / 4));
    // the rows kept until measured, as a reader that parses the whole file holds them
    const whole = await measured(() => Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data);
    const streamed = await measured(() => {
      let n = 0;
      eachCsvRow(text, () => n++);
      return n;
    });
    const small = await measured(() => upload(quarter));
    const full = await measured(() => cpuProfiled('signals-upload', () => upload(text)));
    const stored = (await signalsRepository.listByTree({ campaignId: campaign.id, treeId: full.result.treeId })).length;
    if (full.result.created !== ROWS || stored !== ROWS) throw new Error(`expected ${ROWS} signals, created ${full.result.created}, stored ${stored}`);
    const f = (ms: number) => `${ms.toFixed(0)} ms`;
    console.log(`\nSignals CSV upload of ${ROWS.toLocaleString('en')} rows (${(text.length / MiB).toFixed(1)} MiB) through the gateway, checked then stored (${stored.toLocaleString('en')} signals read back):`);
    console.log(`  upload: ${f(full.ms)}, ${(full.ms / GOAL_MS).toFixed(2)}x the goal (< ${GOAL_MS} ms); ${(full.ms / whole.ms).toFixed(1)}x papaparse parsing the text whole (${f(whole.ms)}), ${(full.ms / streamed.ms).toFixed(1)}x the streamed parse alone (${f(streamed.ms)})`);
    console.log(`  peak RSS growth: upload ${full.rssMiB.toFixed(0)} MiB (${(ROWS / 4).toLocaleString('en')} rows: ${small.rssMiB.toFixed(0)} MiB in ${f(small.ms)}); papaparse whole ${whole.rssMiB.toFixed(0)} MiB; streamed parse alone ${streamed.rssMiB.toFixed(0)} MiB`);
    const liveWhole = await liveHeap(() => Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data);
    const liveSmall = await liveHeap(() => upload(quarter));
    const liveFull = await liveHeap(() => upload(text));
    console.log(`  peak live heap growth (full GC every 500 ms): upload ${liveFull.toFixed(1)} MiB (${(ROWS / 4).toLocaleString('en')} rows: ${liveSmall.toFixed(1)} MiB); papaparse whole, rows held ${liveWhole.toFixed(1)} MiB`);
  } finally {
    await stack.stop();
  }
}
