/**
 * Contract of a fact row and of a message of the `report-facts` ingestion queue: the fields and summed columns of the
 * reporting catalogue (shared/reporting/catalogue.ts), so a row that validates here is a row the report engine reads.
 */
import * as z from 'zod';
import { FACT_COLUMNS, REPORT_FIELDS, REPORT_PLATFORMS, REPORT_ROW_SOURCES, type FactColumn, type ReportField } from '../reporting/catalogue';

/** Summed columns that carry money (double); every other fact column is a count (64-bit integer). */
export const MONEY_COLUMNS: readonly FactColumn[] = ['PURCHASES_CONVERSION_VALUE', 'MEDIA_SPEND'];

/** Largest number of rows in one ingestion batch: one consumer invocation encodes it in memory. */
export const FACT_BATCH_MAX_ROWS = 100_000;

/** A batch id is the name of the files it writes (`performance/date=YYYY-MM-DD/<batchId>.parquet`). */
export const factBatchIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/, 'A batch id is 1 to 128 letters, digits, - or _');

/** The dimensions a row must name: without them no caller could ever be allowed to read it (002 5). */
const REQUIRED_FIELDS = ['partnerId', 'campaignId', 'platform', 'source'] as const satisfies readonly ReportField[];
type OptionalField = Exclude<ReportField, 'TIMESTAMP' | (typeof REQUIRED_FIELDS)[number]>;
const OPTIONAL_FIELDS = REPORT_FIELDS.filter((f): f is OptionalField => f !== 'TIMESTAMP' && !(REQUIRED_FIELDS as readonly string[]).includes(f));

const text = z.string().min(1).max(512);
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const money = z.number().finite().min(0);

export const factRowSchema = z.strictObject({
  /** ISO date-time with a zone (Z or an offset); the row's partition is its UTC date. */
  TIMESTAMP: z.iso.datetime({ offset: true }),
  partnerId: text,
  campaignId: text,
  platform: z.enum(REPORT_PLATFORMS),
  source: z.enum(REPORT_ROW_SOURCES),
  ...(Object.fromEntries(OPTIONAL_FIELDS.map((f) => [f, text.nullable().optional()])) as Record<OptionalField, z.ZodOptional<z.ZodNullable<typeof text>>>),
  ...(Object.fromEntries(FACT_COLUMNS.map((c) => [c, (MONEY_COLUMNS.includes(c) ? money : count).optional()])) as Record<FactColumn, z.ZodOptional<typeof count>>),
});
/** A fact row as sent: absent dimensions are null and absent sums 0 once written. */
export type FactRow = z.input<typeof factRowSchema>;

/**
 * A message of the ingestion queue: the batch's rows inline, or (above SQS's 256 KB) the key of a staged NDJSON
 * object in the files bucket, one row per line.
 */
export const factBatchMessageSchema = z.union([
  z.strictObject({ batchId: factBatchIdSchema, rows: z.array(z.unknown()).min(1).max(FACT_BATCH_MAX_ROWS) }),
  z.strictObject({ batchId: factBatchIdSchema, key: z.string().min(1).max(1024) }),
]);
export type FactBatchMessage = z.infer<typeof factBatchMessageSchema>;

/** The rows of a batch, each checked: one invalid row rejects the whole batch. */
export const factBatchRowsSchema = z.array(factRowSchema).min(1).max(FACT_BATCH_MAX_ROWS);
