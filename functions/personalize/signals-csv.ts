/**
 * A signals CSV (001 5 'Signals CSV', 002 5 'User segment CSV') read as a stream: papaparse walks the text 64 KB at a
 * time and hands over each slice's rows (its `chunk` callback), which are checked or kept and then dropped, so no
 * pass ever holds the file's rows. The first pass checks every rule (shared/domain/segments.ts) and stores nothing;
 * only a file that passes is read again to store, writing the shards (signals-repository.ts) as it reads, so memory
 * stays flat whatever the row count.
 */
import Papa from 'papaparse';
import { nameKey } from '@shared/domain/names';
import { segmentCsvLayout, segmentOf, segmentRowChecker, type SegmentCsvLayout } from '@shared/domain/segments';
import type { Platform } from '@shared/domain/concepts';
import { shardOf, signalsRepository, type SignalFields, type TreeRef } from './signals-repository';

const SLICE = 64 * 1024;
/**
 * Rows a shard gathers before they are written (`npm run bench -- signals`). Each write re-reads and rewrites the whole
 * shard, so fewer, larger batches cost less (100,000 rows: 2 writes per shard instead of 4), while memory stays bounded
 * by SHARDS x SHARD_BATCH rows whatever the file's size.
 */
const SHARD_BATCH = 400;
/** Shard writes at once. */
const PARALLEL_WRITES = 8;

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
  // repeated names are confirmed on a second read of the rows, only when two names' hashes are equal
  const again = (visit: (row: readonly string[]) => void) => {
    let header = true;
    eachCsvRow(text, (row) => (header ? (header = false) : visit(row)));
  };
  return { layout, rows: checker.finish(again) };
}

/**
 * The CSV's rows a slice at a time (the header first), streamed: papaparse reads 64 KB, hands over that slice's rows and
 * stays paused until the caller asks for the next, so a caller may write as it reads without the rows piling up.
 * (Papaparse's Node stream did the same row by row through a stream's async iterator: 20x slower, 4 to 5 s for the
 * bench's 100,000 rows against 0.2 s here.)
 */
async function* csvSlices(text: string): AsyncGenerator<string[][]> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const ready: (string[][] | null)[] = [];
  let wake: (() => void) | null = null;
  let parser: Papa.Parser | undefined;
  const hand = (rows: string[][] | null) => {
    ready.push(rows);
    wake?.();
    wake = null;
  };
  const config = {
    skipEmptyLines: 'greedy',
    chunkSize: SLICE,
    chunk: (results: Papa.ParseResult<string[]>, p: Papa.Parser) => {
      parser = p;
      p.pause();
      hand(results.data);
    },
    complete: () => hand(null),
  } as Papa.ParseConfig<string[]>;
  Papa.parse<string[]>(body, config);
  for (;;) {
    if (!ready.length) await new Promise<void>((resolve) => (wake = resolve));
    const rows = ready.shift()!;
    if (!rows) return;
    yield rows;
    parser!.resume();
  }
}

/**
 * Stores a checked file's segments in one streamed read, writing shards as it goes: rows gather by shard, and a
 * shard's gathered rows are written (signals-repository.ts addToShard) once there are SHARD_BATCH of them, the rest
 * at the end; at most PARALLEL_WRITES shard writes at once, one at a time per shard. So memory holds about SHARDS x
 * SHARD_BATCH rows whatever the file's size. Names the tree has already are reported.
 */
export async function storeSignalsCsv(text: string, checked: { layout: SegmentCsvLayout; rows: number }, ref: TreeRef, makeId: () => string) {
  let created = 0;
  const duplicates: string[] = [];
  const gathered = new Map<number, SignalFields[]>();
  const lastWrite = new Map<number, Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  let failure: unknown = null;
  const write = async (shard: number, fields: SignalFields[]) => {
    while (inFlight.size >= PARALLEL_WRITES) await Promise.race(inFlight);
    const done = (lastWrite.get(shard) ?? Promise.resolve())
      .then(() => signalsRepository.addToShard(ref, shard, fields, makeId))
      .then(
        (outcome) => {
          created += outcome.created;
          duplicates.push(...outcome.duplicates);
        },
        (error: unknown) => void (failure ??= error),
      );
    const tracked = done.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    lastWrite.set(shard, tracked);
  };
  let header = true;
  for await (const slice of csvSlices(text)) {
    for (const row of slice) {
      if (failure) break;
      if (header) {
        header = false;
        continue;
      }
      const segment = segmentOf(checked.layout, row);
      const shard = shardOf(nameKey(segment.name));
      const group = gathered.get(shard) ?? [];
      group.push({ name: segment.name, type: 'userSegment', segmentType: segment.typeKey, values: segment.values, ...(segment.campaignIds.length ? { campaignIds: segment.campaignIds } : {}) });
      gathered.set(shard, group);
      if (group.length >= SHARD_BATCH) {
        gathered.delete(shard);
        await write(shard, group);
      }
    }
    if (failure) break;
  }
  for (const [shard, group] of gathered) if (!failure) await write(shard, group);
  await Promise.all(inFlight);
  if (failure) throw failure;
  return { created, duplicates };
}
