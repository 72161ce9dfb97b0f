/**
 * `npm run bench -- assemblies`: a 10,000-row social video CSV (001 5) parsed and checked as an import checks it
 * (papaparse, the spec's checks in order, then again with the Meta context: the campaign ids of the ad account and
 * the ad set of each campaign, answered from memory here so the figure is the validation, not the network), over a
 * plain papaparse parse of the same text, median of 5 each in the same run.
 */
import Papa from 'papaparse';
import { ASSEMBLY_CSV_HEADERS } from '@shared/domain/assemblies';
import { checkAssemblyCsv, type MetaContext } from '@functions/assemblies/assembly-csv';

const ROWS = 10_000;
const CAMPAIGNS = 100;
const ROUNDS = 5;

function generatedCsv(): { text: string; meta: MetaContext } {
  const campaignId = (i: number) => `1202100000${String(i % CAMPAIGNS).padStart(8, '0')}`;
  const adSetId = (i: number) => `1202200000${String(i).padStart(8, '0')}`;
  const lines = [ASSEMBLY_CSV_HEADERS.join(',')];
  for (let i = 0; i < ROWS; i++) {
    lines.push([
      `Segment ${i}`, campaignId(i), adSetId(i), `Sparkle Zero ad ${i}`,
      `https://cdn.example.com/${i}/square.mp4`, i % 3 ? '' : `https://cdn.example.com/${i}/wide.mov`, `https://cdn.example.com/${i}/vertical.mp4`,
      `"Stay fresh, segment ${i}: zero sugar, full taste"`, `https://sparkle.example.com/zero?s=${i}`, i % 2 ? 'shop now' : 'Learn more',
      'Sparkle Zero', `"Description, ${i}"`, 'sparkle.example.com',
    ].join(','));
  }
  const accessibleCampaignIds = new Set(Array.from({ length: CAMPAIGNS }, (_, i) => campaignId(i)));
  const adSetCampaigns = new Map(Array.from({ length: ROWS }, (_, i) => [adSetId(i), campaignId(i)] as const));
  return { text: lines.join('\r\n'), meta: async () => ({ accessibleCampaignIds, adSetCampaigns }) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function time(fn: () => unknown): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

export async function assembliesBench(): Promise<void> {
  const { text, meta } = generatedCsv();
  // warm both paths, and check the file passes (a refused file would time the first failure only)
  Papa.parse(text, { skipEmptyLines: 'greedy' });
  const rows = await checkAssemblyCsv(text, meta);
  if (rows.length !== ROWS) throw new Error(`expected ${ROWS} rows, got ${rows.length}`);
  const parses: number[] = [];
  const checks: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    parses.push(await time(() => Papa.parse(text, { skipEmptyLines: 'greedy' })));
    checks.push(await time(() => checkAssemblyCsv(text, meta)));
  }
  const [p, c] = [median(parses), median(checks)];
  console.log(`\nAssembly CSV of ${ROWS.toLocaleString('en')} rows, ${(text.length / 1024 / 1024).toFixed(1)} MB (median of ${ROUNDS}):`);
  console.log(`  parse + every check (the Meta context's last): ${c.toFixed(1)} ms, ${(c / p).toFixed(2)}x a plain papaparse parse (${p.toFixed(1)} ms)`);
}
