/** One measured process of bench/ingest.ts: `read` only reads the staged text; `ingest` reads, validates and writes it. */
import { readFileSync } from 'node:fs';
import { diskFactStore } from '@functions/reporting/facts/fact-store';
import { ingestBatch, stagedRows } from '@functions/reporting/consumers/ingest-facts';

const [mode, file, out] = process.argv.slice(2);
const started = performance.now();
const text = readFileSync(file!, 'utf8');
if (mode === 'ingest') {
  const dates = await ingestBatch('bench', stagedRows(text), diskFactStore(out!));
  if (!dates) throw new Error('the bench batch was rejected');
}
console.log(JSON.stringify({ maxRss: process.resourceUsage().maxRSS * 1024, ms: performance.now() - started }));
