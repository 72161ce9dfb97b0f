/**
 * The ingestion consumer's memory on the largest batch (FACT_BATCH_MAX_ROWS rows, staged as NDJSON): the peak resident
 * memory of a process that reads the staged text, validates and writes the Parquet files (what the report-facts Lambda
 * does), over a process that only reads the same text (the runtime and module baseline), against the function's
 * memory size. Each runs in a fresh child process so one's heap does not count in the other's.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FACT_BATCH_MAX_ROWS } from '@shared/contracts/report-facts';
import { QUEUES } from '@functions/queues';
import { campaignDayFacts, rowShape, seedCampaign, seedDates } from '@infra/local/seed-facts';
import type { FactRecord } from '@functions/reporting/facts/fact-parquet';

const DAYS = 3;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

function batchRows(): FactRecord[] {
  const shape = rowShape(FACT_BATCH_MAX_ROWS, 1, DAYS);
  const campaign = seedCampaign({
    partnerId: 'bench-partner', businessNodeId: 'bench-node', platform: 'facebook', name: 'Ingest bench', objective: 'action',
    mediaCampaignName: 'Ingest bench media', dailyImpressions: 2_000_000, adGroupNames: ['Prospecting', 'Retargeting'], activityIds: ['1001'],
  }, shape.combos);
  const rows = seedDates(new Date(), DAYS).flatMap((date, d) => campaignDayFacts(campaign, date, d, shape));
  return rows.slice(0, FACT_BATCH_MAX_ROWS);
}

function peakRss(dir: string, mode: 'read' | 'ingest'): { maxRss: number; ms: number } {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'ingest-child.ts'), mode, join(dir, 'batch.ndjson'), join(dir, 'out')], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as { maxRss: number; ms: number };
}

export async function ingestBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-ingest-'));
  try {
    const rows = batchRows();
    writeFileSync(join(dir, 'batch.ndjson'), rows.map((row) => JSON.stringify(row)).join('\n'));
    const size = statSync(join(dir, 'batch.ndjson')).size;
    const read = peakRss(dir, 'read');
    const ingest = peakRss(dir, 'ingest');
    const memoryMb = QUEUES.find((q) => q.name === 'report-facts')!.memoryMb ?? 512;
    console.log(`ingestion of ${rows.length.toLocaleString('en')} rows (${mib(size)} NDJSON) in ${ingest.ms.toFixed(0)} ms`);
    console.log(`  peak RSS ${mib(ingest.maxRss)} = ${(ingest.maxRss / read.maxRss).toFixed(2)}x a process reading the same text (${mib(read.maxRss)}); ${(ingest.maxRss / (memoryMb * 1024 * 1024)).toFixed(2)} of the function's ${memoryMb} MB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
