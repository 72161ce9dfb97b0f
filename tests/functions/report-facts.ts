/** Writes fact files for report tests straight into the stack's REPORTING_DIR with the one fact writer (no queue). */
import { encodeFacts, groupByDate, type FactRecord } from '@functions/reporting/facts/fact-parquet';
import { writeFactFile } from '@functions/reporting/facts/fact-store';

/** A fact row of a test: what it leaves out is null (dimensions) or 0 (sums), as the ingestion writes it. */
export type Fact = FactRecord;

/** One file per date of the facts, named after the batch. */
export function writeFacts(root: string, batchId: string, facts: readonly Fact[]): void {
  for (const [date, rows] of groupByDate(facts)) writeFactFile(root, date, batchId, encodeFacts(rows));
}
