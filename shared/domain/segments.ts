/**
 * User segments (signals of type userSegment) imported from a CSV (001 3 'Signal', 001 5 'Signals CSV', 002 5 'User
 * segment CSV'): the first column is 'Segment name', then 'Campaign Ids' where the type needs it, then one column
 * named after the segment type whose cells are the segment's values (placement ids, ad set ids, ...). Checked in the
 * spec's order with the CSV message forms of 002 5; row number = index + 2, the header is row 1.
 * Pure: the caller parses the file (papaparse).
 */
import { fillMessage, MESSAGES } from '../messages';
import { hasOnlyNameCharacters, normaliseName } from './names';
import type { Platform } from './concepts';

/**
 * Import labels and internal keys (001 3 lists ten labels and seven keys without pairing them: the pairing is ours,
 * by what each targets; 'FB Ad Set' is Meta Ad Set's legacy label).
 */
export const SEGMENT_TYPES = [
  { label: 'CM Ad', key: 'CMAd' },
  { label: 'CM Dynamic Targeting Key', key: 'custom' },
  { label: 'CM Placement', key: 'cmPlacement' },
  { label: 'CM Site', key: 'custom' },
  { label: 'Custom', key: 'custom' },
  { label: 'CM360 1st party audience', key: 'dv360Audience' },
  { label: 'DV360 IO', key: 'custom' },
  { label: 'DV360 Line Item', key: 'dv360LineItem' },
  { label: 'Meta Ad Set', key: 'fbAdSet' },
  { label: 'FB Ad Set', key: 'fbAdSet' },
  { label: 'TTD Adgroup', key: 'thirdPartyDSP' },
] as const;
export type SegmentTypeLabel = (typeof SEGMENT_TYPES)[number]['label'];
export type SegmentTypeKey = (typeof SEGMENT_TYPES)[number]['key'];

export const SEGMENT_NAME_COLUMN = 'Segment name';
export const CAMPAIGN_IDS_COLUMN = 'Campaign Ids';
/** 002 5: the Campaign IDs column is required for DV360 Line Item and Meta Ad Set types. */
const NEEDS_CAMPAIGN_IDS: readonly string[] = ['DV360 Line Item', 'Meta Ad Set', 'FB Ad Set'];
const META_TYPES: readonly string[] = ['Meta Ad Set', 'FB Ad Set'];

/** 001 3: the ad server allows every type but Meta's ad sets; Meta allows only those. */
export function segmentTypesFor(platform: Platform): SegmentTypeLabel[] {
  const labels = SEGMENT_TYPES.map((t) => t.label);
  if (platform === 'facebook') return labels.filter((l) => META_TYPES.includes(l));
  return labels.filter((l) => !META_TYPES.includes(l));
}

export interface ImportedSegment {
  name: string;
  type: SegmentTypeLabel;
  typeKey: SegmentTypeKey;
  values: string[];
  campaignIds: string[];
}

export class SegmentCsvError extends Error {}

const rowNumber = (index: number) => index + 2;
const fail = (text: string, values: Record<string, string | number>) => new SegmentCsvError(fillMessage(text, values));
/** A segment name is one line of visible characters (001 5 'Segment name must not contain line breaks'). */
const nameProblem = (name: string) => name === '' || /[\r\n]/.test(name) || !hasOnlyNameCharacters(name);
const split = (cell: string) => cell.split(/[,;|]/).map((v) => v.trim()).filter(Boolean);

/** The columns of a user segment CSV once its header passed (the type column, and where each column is). */
export interface SegmentCsvLayout {
  names: string[];
  type: SegmentTypeLabel;
  typeAt: number;
  campaignsAt: number;
}

/** The header's checks (001 5, in the spec's order): the first column, the type column, known names, companions. */
export function segmentCsvLayout(header: readonly string[], platform: Platform): SegmentCsvLayout {
  const names = header.map((h) => h.trim());
  if (names[0] !== SEGMENT_NAME_COLUMN) throw fail(MESSAGES.csvMissingColumns, { 0: SEGMENT_NAME_COLUMN });
  const typeColumns = names.filter((n, i) => i > 0 && n !== CAMPAIGN_IDS_COLUMN);
  if (names.length < 2 || typeColumns.length === 0) throw fail(MESSAGES.csvMissingColumns, { 0: segmentTypesFor(platform).join('", "') });
  const allowed: readonly string[] = segmentTypesFor(platform);
  const unknown = typeColumns.filter((n) => !allowed.includes(n));
  if (unknown.length || typeColumns.length > 1) throw fail(MESSAGES.csvCheckColumnNames, { 0: (unknown.length ? unknown : typeColumns).join('", "'), 1: 1 });
  const type = typeColumns[0] as SegmentTypeLabel;
  if (NEEDS_CAMPAIGN_IDS.includes(type) && !names.includes(CAMPAIGN_IDS_COLUMN)) throw fail(MESSAGES.csvMissingColumns, { 0: CAMPAIGN_IDS_COLUMN });
  return { names, type, typeAt: names.indexOf(type), campaignsAt: names.indexOf(CAMPAIGN_IDS_COLUMN) };
}

/** A data row as a segment (its checks passed). */
export function segmentOf(layout: SegmentCsvLayout, row: readonly string[]): ImportedSegment {
  const { type, typeAt, campaignsAt } = layout;
  return { name: normaliseName(row[0]!), type, typeKey: SEGMENT_TYPES.find((t) => t.label === type)!.key, values: split(row[typeAt]!), campaignIds: campaignsAt < 0 ? [] : split(row[campaignsAt]!) };
}

/**
 * A name's 53-bit hash (two 32-bit FNV-1a-style hashes, 21 bits of one and 32 of the other), as a double: the
 * checker keeps these, 8 bytes a row, instead of the names; an equal hash is confirmed on the names themselves.
 */
function nameHash(name: string): number {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 11) * 2 ** 32 + (b >>> 0);
}

/** The data rows again, in file order (a streamed file is read again; rows in memory are walked). */
export type SegmentRowsAgain = (visit: (row: readonly string[]) => void) => void;

/**
 * The data rows' checks, one row at a time (a file streamed through papaparse is never held as rows): `add` each row
 * in file order, then `finish` throws the error the spec's order puts first (rows of the wrong length, then bad or
 * repeated names, then the first missing value). It keeps a hash per name (8 bytes a row, so memory stays nearly
 * flat); only when two hashes are equal does `finish` walk the rows again (`again`) to tell repeated names by the
 * names themselves, and the failing row numbers.
 */
export function segmentRowChecker(layout: SegmentCsvLayout) {
  const { names, type, typeAt, campaignsAt } = layout;
  let hashes = new Float64Array(1024);
  let hashed = 0;
  const ragged: number[] = [];
  const badNames: number[] = [];
  let missing: { column: string; row: number } | undefined;
  let count = 0;
  /** Row numbers (file order) of names seen before among those whose hash is in `suspects`. */
  const repeatedRows = (suspects: ReadonlySet<number>, again: SegmentRowsAgain): number[] => {
    const seen = new Set<string>();
    const rows: number[] = [];
    let index = 0;
    again((row) => {
      const at = index++;
      if (row.length !== names.length) return;
      const name = normaliseName(row[0]!).toLowerCase();
      if (!suspects.has(nameHash(name))) return;
      if (seen.has(name)) rows.push(rowNumber(at));
      seen.add(name);
    });
    return rows;
  };
  return {
    add(row: readonly string[], index: number): void {
      count++;
      if (row.length !== names.length) {
        ragged.push(rowNumber(index));
        return;
      }
      const name = normaliseName(row[0]!).toLowerCase();
      if (nameProblem(name)) badNames.push(rowNumber(index));
      if (hashed === hashes.length) {
        const grown = new Float64Array(hashes.length * 2);
        grown.set(hashes);
        hashes = grown;
      }
      hashes[hashed++] = nameHash(name);
      if (missing) return;
      if (split(row[typeAt]!).length === 0) missing = { column: type, row: rowNumber(index) };
      else if (NEEDS_CAMPAIGN_IDS.includes(type) && (campaignsAt < 0 || split(row[campaignsAt]!).length === 0)) missing = { column: CAMPAIGN_IDS_COLUMN, row: rowNumber(index) };
    },
    /** The rows checked; throws the first error in the spec's order. `again` walks the data rows a second time. */
    finish(again: SegmentRowsAgain): number {
      if (count === 0) throw fail(MESSAGES.csvRequiredValue, { 0: SEGMENT_NAME_COLUMN, 1: rowNumber(0) });
      if (ragged.length) throw fail(MESSAGES.csvCheckColumnNames, { 0: names.join('", "'), 1: ragged.join(', ') });
      const sorted = hashes.slice(0, hashed).sort();
      hashes = new Float64Array(0);
      const suspects = new Set<number>();
      for (let i = 1; i < sorted.length; i++) if (sorted[i] === sorted[i - 1]) suspects.add(sorted[i]!);
      const repeated = suspects.size ? repeatedRows(suspects, again) : [];
      const bad = repeated.length ? [...new Set([...badNames, ...repeated])].sort((x, y) => x - y) : badNames;
      if (bad.length) throw fail(MESSAGES.csvCheckColumn, { 0: SEGMENT_NAME_COLUMN, 1: bad.join(', ') });
      if (missing) throw fail(MESSAGES.csvRequiredValue, { 0: missing.column, 1: missing.row });
      return count;
    },
  };
}

/** A whole file's header and rows (already parsed) checked and turned into segments. */
export function validateSegmentCsv(header: readonly string[], rows: readonly (readonly string[])[], platform: Platform): ImportedSegment[] {
  const layout = segmentCsvLayout(header, platform);
  const checker = segmentRowChecker(layout);
  rows.forEach((row, index) => checker.add(row, index));
  checker.finish((visit) => rows.forEach((row) => visit(row)));
  return rows.map((row) => segmentOf(layout, row));
}

/** The internal keys a tree of this platform takes (001 3: Meta only its ad sets; the ad server all the others). */
export function segmentKeysFor(platform: Platform): SegmentTypeKey[] {
  const labels: readonly string[] = segmentTypesFor(platform);
  return [...new Set(SEGMENT_TYPES.filter((t) => labels.includes(t.label)).map((t) => t.key))];
}
