/**
 * The social video (assembly) CSV of 001 5 / 002 5 'CSV imports', checked in the spec's order, each failure in the
 * spec's words with row number = index + 2 (the header is row 1). Read here: the ten required columns must be in the
 * header; only the four non-nullable ones must be filled in every row; a filled URL needs its protocol, a filled
 * video an allowed extension, and a row at least one of its three videos. The caller parses the file (papaparse) and passes
 * the header and the rows; what only the server knows (which Meta campaigns the user may access, which campaign an ad
 * set belongs to) comes in as a context. Pure: zod-free, no I/O.
 */
import { fillMessage, MESSAGES } from '../messages';
import { AD_NAME_MAX_LENGTH, CALL_TO_ACTIONS, SOCIAL_VIDEO_EXTENSIONS } from '../constants';

export const ASSEMBLY_CSV_HEADERS = [
  'UserSegment',
  'FB Campaign ID',
  'Ad Set ID',
  'Ad Name',
  'Square video',
  'Horizontal video',
  'Vertical video',
  'Primary text',
  'Website URL',
  'CTA',
  'Headline',
  'Description',
  'Display Link',
] as const;
export type AssemblyCsvHeader = (typeof ASSEMBLY_CSV_HEADERS)[number];
/** 002 5: Headline, Description and Display Link are optional; every other header is required. */
const ASSEMBLY_CSV_OPTIONAL: readonly AssemblyCsvHeader[] = ['Headline', 'Description', 'Display Link'];
export const ASSEMBLY_CSV_REQUIRED: readonly AssemblyCsvHeader[] = ASSEMBLY_CSV_HEADERS.filter((h) => !ASSEMBLY_CSV_OPTIONAL.includes(h));
/** 002 5 'Non-nullable: the first four'. */
export const ASSEMBLY_CSV_NON_NULLABLE: readonly AssemblyCsvHeader[] = ['UserSegment', 'FB Campaign ID', 'Ad Set ID', 'Ad Name'];
const VIDEO_COLUMNS: readonly AssemblyCsvHeader[] = ['Square video', 'Horizontal video', 'Vertical video'];

export type AssemblyRow = Record<AssemblyCsvHeader, string>;

export interface AssemblyCsvContext {
  /** Meta campaign ids the user may access: another id is refused in its column. */
  accessibleCampaignIds?: ReadonlySet<string>;
  /** Ad set id -> its Meta campaign id: an ad set of another campaign is refused in its column. */
  adSetCampaigns?: ReadonlyMap<string, string>;
}

export class AssemblyCsvError extends Error {}

const rowNumber = (index: number) => index + 2;
const list = (items: readonly (string | number)[]) => items.join('", "');
const checkColumn = (column: string, rows: number[]) =>
  new AssemblyCsvError(fillMessage(MESSAGES.csvCheckColumn, { 0: column, 1: rows.join(', ') }));
/** Refuses a column with the rows (index + 2) whose value is bad. */
const failingIn = (records: readonly AssemblyRow[]) => (column: AssemblyCsvHeader, bad: (value: string, record: AssemblyRow) => boolean) => {
  const at = records.flatMap((record, index) => (bad(record[column], record) ? [rowNumber(index)] : []));
  if (at.length) throw checkColumn(column, at);
};
/** A URL with its protocol (001 5: 'URLs need a protocol, except Display Link'). */
const hasProtocol = (value: string) => /^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i.test(value);
const extensionOf = (name: string) => name.split(/[?#]/)[0].split('.').pop()!.toLowerCase();

/** Checks the CSV and answers its rows by header name, or throws the first failure in the spec's words. */
export function validateAssemblyCsv(header: readonly string[], rows: readonly (readonly string[])[], context: AssemblyCsvContext = {}): AssemblyRow[] {
  const names = header.map((h) => h.trim());
  const missing = ASSEMBLY_CSV_REQUIRED.filter((required) => !names.includes(required));
  if (missing.length) throw new AssemblyCsvError(fillMessage(MESSAGES.csvMissingColumns, { 0: list(missing) }));

  const columns = ASSEMBLY_CSV_HEADERS.map((h) => [h, names.indexOf(h)] as const);
  const records = rows.map((row) => {
    const record = {} as AssemblyRow;
    for (const [h, at] of columns) record[h] = (row[at] ?? '').trim();
    return record;
  });
  records.forEach((record, index) => {
    const empty = ASSEMBLY_CSV_NON_NULLABLE.find((column) => record[column] === '');
    if (empty) throw new AssemblyCsvError(fillMessage(MESSAGES.csvRequiredValue, { 0: empty, 1: rowNumber(index) }));
  });

  const failing = failingIn(records);
  const ctas = new Set(CALL_TO_ACTIONS.map((c) => c.toLowerCase()));
  failing('CTA', (value) => value !== '' && !ctas.has(value.toLowerCase()));
  failing('Ad Name', (value) => value.length > AD_NAME_MAX_LENGTH);
  // the other required columns may be empty in a row; what is there must be right, and a row needs one video at least
  failing('Website URL', (value) => value !== '' && !hasProtocol(value));
  for (const column of VIDEO_COLUMNS) failing(column, (value) => value !== '' && !(SOCIAL_VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(value)));
  const videoless = records.flatMap((record, index) => (VIDEO_COLUMNS.every((column) => record[column] === '') ? [rowNumber(index)] : []));
  if (videoless.length) throw new AssemblyCsvError(fillMessage(MESSAGES.csvCheckColumnNames, { 0: list(VIDEO_COLUMNS), 1: videoless.join(', ') }));

  // one-to-one: a user segment has one ad set, an ad set one user segment
  const pairs = new Map<string, Set<string>>();
  const reverse = new Map<string, Set<string>>();
  for (const r of records) {
    pairs.set(r.UserSegment, (pairs.get(r.UserSegment) ?? new Set()).add(r['Ad Set ID']));
    reverse.set(r['Ad Set ID'], (reverse.get(r['Ad Set ID']) ?? new Set()).add(r.UserSegment));
  }
  const clashing = records.flatMap((r, index) => ((pairs.get(r.UserSegment)!.size > 1 || reverse.get(r['Ad Set ID'])!.size > 1) ? [rowNumber(index)] : []));
  if (clashing.length) throw new AssemblyCsvError(fillMessage(MESSAGES.csvCheckColumnNames, { 0: list(['UserSegment', 'Ad Set ID']), 1: clashing.join(', ') }));

  return checkAssemblyContext(records, context);
}

/**
 * The last checks, on rows that passed the others: what only the server knows. Apart so that a caller can ask the
 * platform only for a file that passed everything else, then finish without checking the rows twice.
 */
export function checkAssemblyContext(records: AssemblyRow[], context: AssemblyCsvContext): AssemblyRow[] {
  const failing = failingIn(records);
  const { accessibleCampaignIds, adSetCampaigns } = context;
  if (accessibleCampaignIds) failing('FB Campaign ID', (value) => !accessibleCampaignIds.has(value));
  if (adSetCampaigns) failing('Ad Set ID', (value, record) => adSetCampaigns.get(value) !== record['FB Campaign ID']);
  return records;
}
