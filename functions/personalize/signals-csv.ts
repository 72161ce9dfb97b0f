/**
 * A signals CSV (001 5 'Signals CSV', 002 5 'User segment CSV') read as a stream: papaparse's Node stream parser fed
 * 64 KB slices of the text, rows taken one at a time with backpressure, so no pass ever holds the file's rows.
 * The first pass checks every rule (shared/domain/segments.ts) and stores nothing; only a file that passes is read
 * again to store, in groups of shards (signals-repository.ts), so memory stays flat whatever the row count.
 */
import Papa from 'papaparse';
import { Readable } from 'node:stream';
import { nameKey } from '@shared/domain/names';
import { segmentCsvLayout, segmentOf, segmentRowChecker, type SegmentCsvLayout } from '@shared/domain/segments';
import type { Platform } from '@shared/domain/concepts';
import { shardOf, SHARDS, signalsRepository, type SignalFields, type TreeRef } from './signals-repository';

const SLICE = 64 * 1024;
/** Rows one storing pass keeps at most (about): the file is read once per group of shards. */
const ROWS_PER_PASS = 25_000;

function* slices(text: string): Generator<string> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let at = 0; at < body.length; at += SLICE) yield body.slice(at, at + SLICE);
}

/** The CSV's rows (header first), parsed as the text streams through. */
export async function* csvRows(text: string): AsyncGenerator<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' }) as unknown as NodeJS.ReadWriteStream;
  for await (const row of Readable.from(slices(text)).pipe(parser)) yield row as unknown as string[];
}

/** Every rule of 001 5 over the whole file: throws SegmentCsvError with the spec's message, else the layout and row count. */
export async function checkSignalsCsv(text: string, platform: Platform): Promise<{ layout: SegmentCsvLayout; rows: number }> {
  let layout: SegmentCsvLayout | undefined;
  let checker: ReturnType<typeof segmentRowChecker> | undefined;
  let index = 0;
  for await (const row of csvRows(text)) {
    if (!layout) {
      layout = segmentCsvLayout(row, platform);
      checker = segmentRowChecker(layout);
    } else checker!.add(row, index++);
  }
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
    for await (const row of csvRows(text)) {
      if (header) {
        header = false;
        continue;
      }
      const segment = segmentOf(checked.layout, row);
      if (shardOf(nameKey(segment.name)) % passes !== pass) continue;
      fields.push({ name: segment.name, type: 'userSegment', segmentType: segment.typeKey, values: segment.values, ...(segment.campaignIds.length ? { campaignIds: segment.campaignIds } : {}) });
    }
    const outcome = await signalsRepository.addMany(ref, fields, makeId);
    created += outcome.created.length;
    duplicates.push(...outcome.duplicates);
  }
  return { created, duplicates };
}
