/**
 * THE Parquet writer of the facts, used by the ingestion consumer, the embedded seed, the bench and the tests: one file
 * per date and batch, `performance/date=YYYY-MM-DD/<batchId>.parquet`. Every file carries every column of the
 * catalogue with the same types (TIMESTAMP timestamp, fields nullable strings, counts INT64, money DOUBLE), so the
 * engines read all files as one table without reconciling schemas (DuckDB without union_by_name, Athena's Glue table).
 * Pure JS (hyparquet-writer): no native module in Lambda.
 */
import { ByteWriter, parquetWrite } from 'hyparquet-writer';
import type { ColumnSource } from 'hyparquet-writer';
import { FACT_COLUMNS, REPORT_FIELDS, type FactColumn, type ReportField } from '@shared/reporting/catalogue';
import { MONEY_COLUMNS } from '@shared/contracts/report-facts';

/** The partition folder of a date under a reporting root or prefix (Hive style, read by both engines). */
export const factPartition = (date: string) => `performance/date=${date}`;
export const factFileName = (batchId: string) => `${batchId}.parquet`;

/**
 * Rows per row group: DuckDB's own default (60 vectors of 2,048). Measured on 10 million seeded rows (bench/report.ts):
 * a 90-day campaign x day report 178 -> 150 ms against 32,768-row groups, and a 3-campaign, 28-day one unchanged
 * (rows stay ordered by campaign, so a group's min/max still narrows).
 */
const ROW_GROUP_ROWS = 122_880;

/**
 * What the writer takes: a validated row of the contract (shared/contracts/report-facts.ts) or a test's partial one;
 * an absent dimension is written as null, an absent sum as 0.
 */
export type FactRecord = { TIMESTAMP: string } & Partial<Record<Exclude<ReportField, 'TIMESTAMP'>, string | null>> & Partial<Record<FactColumn, number>>;

const STRING_FIELDS = REPORT_FIELDS.filter((f) => f !== 'TIMESTAMP');
const utcDate = (timestamp: string) => new Date(timestamp).toISOString().slice(0, 10);

/** The rows of each UTC date, in first-seen date order. */
export function groupByDate<T extends Pick<FactRecord, 'TIMESTAMP'>>(rows: readonly T[]): Map<string, T[]> {
  const byDate = new Map<string, T[]>();
  for (const row of rows) {
    const date = utcDate(row.TIMESTAMP);
    const group = byDate.get(date);
    if (group) group.push(row);
    else byDate.set(date, [row]);
  }
  return byDate;
}

/**
 * One Parquet file of rows (of one date). Rows are ordered by campaign then time, so a campaign's rows share few row
 * groups and a campaign filter reads little; string statistics keep whole ids for the same reason.
 */
export function encodeFacts(rows: readonly FactRecord[]): Uint8Array {
  const keys = rows.map((row) => ({ row, campaign: row.campaignId ?? '', time: Date.parse(row.TIMESTAMP) }));
  keys.sort((a, b) => (a.campaign < b.campaign ? -1 : a.campaign > b.campaign ? 1 : a.time - b.time));
  const ordered = keys.map((k) => k.row);
  const n = ordered.length;
  const columnData: ColumnSource[] = [
    { name: 'TIMESTAMP', data: keys.map((k) => new Date(k.time)), type: 'TIMESTAMP' },
    ...STRING_FIELDS.map((f): ColumnSource => ({ name: f, data: ordered.map((r) => r[f] ?? null), type: 'STRING' })),
    ...FACT_COLUMNS.map((c): ColumnSource => {
      if (MONEY_COLUMNS.includes(c)) {
        const values = new Float64Array(n);
        for (let i = 0; i < n; i++) values[i] = ordered[i]![c] ?? 0;
        return { name: c, data: values, type: 'DOUBLE' };
      }
      const values = new BigInt64Array(n);
      for (let i = 0; i < n; i++) values[i] = BigInt(ordered[i]![c] ?? 0);
      return { name: c, data: values, type: 'INT64' };
    }),
  ];
  const writer = new ByteWriter();
  parquetWrite({ writer, columnData, rowGroupSize: ROW_GROUP_ROWS, statisticsTruncateLength: 64 });
  return writer.getBytes();
}
