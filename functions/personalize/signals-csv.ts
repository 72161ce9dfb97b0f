/**
 * A signals CSV (001 5 'Signals CSV', 002 5 'User segment CSV') read as a stream: papaparse walks the text 64 KB at a
 * time and hands over each slice's rows (its `chunk` callback), which are checked or kept and then dropped, so no
 * pass ever holds the file's rows. The first pass checks every rule (shared/domain/segments.ts) and stores nothing;
 * only a file that passes is read again to store, a group of shards (signals-repository.ts) per pass, so memory
 * stays flat whatever the row count.
 */
import Papa from 'papaparse';
import { nameKey } from '@shared/domain/names';
import { segmentCsvLayout, segmentOf, segmentRowChecker, type SegmentCsvLayout } from '@shared/domain/segments';
import type { Platform } from '@shared/domain/concepts';
import { shardOf, SHARDS, signalsRepository, type SignalFields, type TreeRef } from './signals-repository';

const SLICE = 64 * 1024;
/** Rows one storing pass keeps at most (about): the file is read once per group of shards. */
const ROWS_PER_PASS = 25_000;

/** Each row of the CSV (the header first) to `each`, parsed a slice at a time. */
export function eachCsvRow(text: string, each: (row: string[]) => void): void {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // papaparse's string reader takes `chunk` too (its typings list it for files and URLs only)
  const config = {
    skipEmptyLines: 'greedy',
    chunkSize: SLICE,
    chunk: (results: Papa.ParseResult<string[]>) => {
      for (const row of results.data) each(row);
    },
  } as Papa.ParseConfig<string[]>;
  Papa.parse<string[]>(body, config);
}

/** Every rule of 001 5 over the whole file, in one pass: throws SegmentCsvError with the spec's message, else the layout and row count. */
export function checkSignalsCsv(text: string, platform: Platform): { layout: SegmentCsvLayout; rows: number } {
  let layout: SegmentCsvLayout | undefined;
  let checker: ReturnType<typeof segmentRowChecker> | undefined;
  let index = 0;
  eachCsvRow(text, (row) => {
    if (!layout) {
      layout = segmentCsvLayout(row, platform);
      checker = segmentRowChecker(layout);
    } else checker!.add(row, index++);
  });
  layout ??= segmentCsvLayout([], platform);
  checker ??= segmentRowChecker(layout);
  return { layout, rows: checker.finish() };
}

/** Stores a checked file's segments, a group of shards per pass; names the tree has already are reported. */
export async function storeSignalsCsv(text: string, checked: { layout: SegmentCsvLayout; rows: number }, ref: TreeRef, makeId: () => string) {
  const passes = Math.min(SHARDS, Math.max(1, Math.ceil(checked.rows / ROWS_PER_PASS)));
  let created = 0;
  const duplicates: string[] = [];
  for (let pass = 0; pass < passes; pass++) {
    const fields: SignalFields[] = [];
    let header = true;
    eachCsvRow(text, (row) => {
      if (header) {
        header = false;
        return;
      }
      const segment = segmentOf(checked.layout, row);
      if (shardOf(nameKey(segment.name)) % passes !== pass) return;
      fields.push({ name: segment.name, type: 'userSegment', segmentType: segment.typeKey, values: segment.values, ...(segment.campaignIds.length ? { campaignIds: segment.campaignIds } : {}) });
    });
    const outcome = await signalsRepository.addMany(ref, fields, makeId);
    created += outcome.created;
    duplicates.push(...outcome.duplicates);
  }
  return { created, duplicates };
}
