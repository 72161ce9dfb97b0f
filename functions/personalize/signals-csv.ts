/**
 * A signals CSV (001 5 'Signals CSV', 002 5 'User segment CSV') read as a stream: papaparse walks the text 64 KB at a
 * time and hands over each slice's rows (its `chunk` callback), which are checked or kept and then dropped, so no
 * pass ever holds the file's rows. The first pass checks every rule (shared/domain/segments.ts) and stores nothing;
 * only a file that passes is read again to store, writing the shards (signals-repository.ts) as it reads, so memory
 * stays flat whatever the row count.
 */
import Papa from 'papaparse';
import { Readable } from 'node:stream';
import { nameKey } from '@shared/domain/names';
import { segmentCsvLayout, segmentOf, segmentRowChecker, type SegmentCsvLayout } from '@shared/domain/segments';
import type { Platform } from '@shared/domain/concepts';
import { shardOf, signalsRepository, type SignalFields, type TreeRef } from './signals-repository';

const SLICE = 64 * 1024;
/** Rows a shard gathers before they are written (`npm run bench -- signals`). */
const SHARD_BATCH = 250;
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
 * Each data row of the CSV (the header skipped), streamed: papaparse's Node stream reads the text a slice at a time
 * and the loop awaits each row, so a caller may write as it reads without the rows piling up.
 */
async function* csvDataRows(text: string): AsyncGenerator<string[]> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' });
  Readable.from(slices(body)).pipe(parser);
  let header = true;
  for await (const row of parser as AsyncIterable<string[]>) {
    if (header) header = false;
    else yield row;
  }
}

function* slices(text: string): Generator<string> {
  for (let i = 0; i < text.length; i += SLICE) yield text.slice(i, i + SLICE);
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
  for await (const row of csvDataRows(text)) {
    if (failure) break;
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
  for (const [shard, group] of gathered) if (!failure) await write(shard, group);
  await Promise.all(inFlight);
  if (failure) throw failure;
  return { created, duplicates };
}
