/** Writes tiny fact files in the agreed layout (`<root>/performance/date=YYYY-MM-DD/<batchId>.parquet`) for report tests. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parquetWriteFile } from 'hyparquet-writer';
import { FACT_COLUMNS, REPORT_FIELDS, type FactColumn, type ReportField } from '../../shared/reporting/catalogue';

export type Fact = { TIMESTAMP: string } & Partial<Record<Exclude<ReportField, 'TIMESTAMP'>, string | null>> & Partial<Record<FactColumn, number>>;

const DOUBLE_COLUMNS: readonly FactColumn[] = ['PURCHASES_CONVERSION_VALUE', 'MEDIA_SPEND'];

/** One file per date of the facts, named after the batch. */
export function writeFacts(root: string, batchId: string, facts: readonly Fact[]): void {
  const byDate = new Map<string, Fact[]>();
  for (const fact of facts) {
    const date = fact.TIMESTAMP.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), fact]);
  }
  for (const [date, rows] of byDate) {
    const dir = join(root, 'performance', `date=${date}`);
    mkdirSync(dir, { recursive: true });
    parquetWriteFile({
      filename: join(dir, `${batchId}.parquet`),
      columnData: [
        { name: 'TIMESTAMP', data: rows.map((r) => new Date(r.TIMESTAMP)), type: 'TIMESTAMP' },
        ...REPORT_FIELDS.filter((f) => f !== 'TIMESTAMP').map((f) => ({ name: f, data: rows.map((r) => r[f] ?? null), type: 'STRING' as const })),
        ...FACT_COLUMNS.map((c) =>
          DOUBLE_COLUMNS.includes(c)
            ? { name: c, data: rows.map((r) => r[c] ?? 0), type: 'DOUBLE' as const }
            : { name: c, data: rows.map((r) => BigInt(r[c] ?? 0)), type: 'INT64' as const },
        ),
      ],
    });
  }
}
