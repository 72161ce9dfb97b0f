/**
 * The rules of the analyzer's CSV export (002 8, 9): at most CSV_ROW_LIMIT rows (the answer says when the data set was
 * truncated), a file name carrying the date day-month-year, and cells that a spreadsheet would run as a formula
 * (starting with = + - @, and tab or carriage return, which some spreadsheets also treat so) prefixed with a quote.
 */
import Papa from 'papaparse';

export type CsvCell = string | number | null;

export interface CsvInput {
  header: string[];
  rows: CsvCell[][];
  /** How many rows the report has in all (the count query); more than the limit means truncated. */
  total: number;
  limit: number;
}

export interface CsvOutput {
  csv: string;
  rowCount: number;
  truncated: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would evaluate gets a leading quote; numbers stay numbers (a negative number is no formula). */
export function neutraliseCell(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function buildCsv({ header, rows, total, limit }: CsvInput): CsvOutput {
  const kept = rows.slice(0, limit);
  const csv = Papa.unparse({ fields: header.map((h) => String(neutraliseCell(h))), data: kept.map((row) => row.map(neutraliseCell)) });
  return { csv, rowCount: kept.length, truncated: total > limit || rows.length > limit };
}

/** `{report name}-DD-MM-YYYY.csv`, the name made safe for every file system; 'analyze' for an unsaved report. */
export function csvFileName(reportName: string | undefined, date: Date): string {
  const base = (reportName ?? '').trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'analyze';
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${base}-${dd}-${mm}-${date.getFullYear()}.csv`;
}
