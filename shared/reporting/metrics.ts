/**
 * Metric arithmetic and formatting, once for the dashboard, the analyzer and the CSV export (002 9 'Unified metrics',
 * 'Percentage metrics capped at plus or minus 100% unless uncapped, 2 decimals; ROAS 2 decimals'), and the parser of the
 * reporter's tab-separated answer. The engine answers raw sums and raw ratios (CTR 0.0123); percentages are made here.
 */
import { CUSTOM_CONVERSION_ENDINGS, METRICS_BY_ID, parseCustomMetricId, type MetricDefinition } from './catalogue';

/** Column of a count query's answer (functions/reporting/sql). */
export const COUNT_COLUMN = 'count';
/** Percentages never show beyond this (002 9) unless the caller asks for uncapped values. */
export const PERCENTAGE_CAP = 100;

/** A division of two sums; a zero (or missing) denominator gives 0, as the SQL's NULLIF gives no value to show. */
export function ratio(numerator: number, denominator: number): number {
  return denominator === 0 || !Number.isFinite(denominator) ? 0 : numerator / denominator;
}

/**
 * Relative change of a stat box against the previous period (002 9 'Benchmark difference is a relative change, 1 when
 * the previous value is zero').
 */
export function relativeChange(current: number, previous: number): number {
  return previous === 0 ? 1 : (current - previous) / previous;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
};

/** The definition of a standard metric or of one ending of a custom conversion (`CC_<id>_<suffix>`). */
export function metricDefinition(id: string, conversionName?: string): MetricDefinition | undefined {
  const standard = METRICS_BY_ID.get(id);
  if (standard) return standard;
  const custom = parseCustomMetricId(id);
  if (!custom) return undefined;
  const ending = CUSTOM_CONVERSION_ENDINGS.find((e) => e.suffix === custom.suffix)!;
  const label = conversionName ? `${conversionName} ${ending.label}` : ending.label;
  // CVR and rate are shares like the standard rates and the three conversion counts are sums; the columns named here only
  // describe the shape: the SQL builder sums the conversion's own activity rows (functions/reporting/sql).
  if (custom.suffix === 'CVR') return { id, label, kind: 'ratio', numerator: 'TOTAL_CONVERSIONS', denominator: 'IMPRESSIONS', percentage: true, decimals: 2 };
  if (custom.suffix === 'RATE') return { id, label, kind: 'ratio', numerator: 'TOTAL_CONVERSIONS', denominator: 'CLICKS', percentage: true, decimals: 2 };
  return { id, label, kind: 'sum', column: 'TOTAL_CONVERSIONS', decimals: 0 };
}

export interface DisplayOptions {
  /** Percentages beyond plus or minus 100% are shown as they are (002 9 'unless uncapped'). */
  uncapped?: boolean;
}

/**
 * The number a metric shows: percentages as percent (x100) capped at plus or minus 100% and rounded to 2 decimals,
 * ROAS and money to 2 decimals, counts whole. A missing value shows as 0.
 */
export function metricValue(id: string, raw: number | null | undefined, options: DisplayOptions = {}): number {
  const definition = metricDefinition(id);
  const value = raw ?? 0;
  if (!definition) return value;
  if (definition.kind === 'ratio' && definition.percentage) {
    const percent = value * 100;
    const capped = options.uncapped ? percent : Math.max(-PERCENTAGE_CAP, Math.min(PERCENTAGE_CAP, percent));
    return round(capped, definition.decimals);
  }
  return round(value, definition.decimals);
}

/** How a table shows a split value that is missing in the facts (a row without audience, ad group, ...). */
export const NO_VALUE_TEXT = '(none)';

/** The text of a metric value: `12.35%`, `1.50` (ROAS), `1,234` (count), `1,234.50` (money). */
export function formatMetric(id: string, raw: number | null | undefined, options: DisplayOptions = {}): string {
  const definition = metricDefinition(id);
  const decimals = definition?.decimals ?? 0;
  const text = metricValue(id, raw, options).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return definition?.kind === 'ratio' && definition.percentage ? `${text}%` : text;
}

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;
export interface ReportTable {
  columns: string[];
  rows: ReportRow[];
}

const UNESCAPE: Record<string, string> = { '\\\\': '\\', '\\t': '\t', '\\n': '\n', '\\r': '\r' };

/** A cell of the answer back to text: `\t`, `\n`, `\r` and `\\` are escaped by the reporter so a row stays one line. */
export function unescapeCell(cell: string): string {
  return cell.replace(/\\[\\tnr]/g, (m) => UNESCAPE[m]!);
}

export function escapeCell(value: string): string {
  return value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);
}

const isNumericColumn = (column: string) => column === COUNT_COLUMN || metricDefinition(column) !== undefined;

/**
 * The reporter's answer (header line, then one line per row, cells separated by tabs, an empty cell for no value) as
 * typed rows: metric and count columns as numbers, fields as text.
 */
export function parseReportTsv(text: string): ReportTable {
  const lines = text.split('\n').filter((line, i, all) => !(i === all.length - 1 && line === ''));
  if (lines.length === 0) return { columns: [], rows: [] };
  const columns = lines[0]!.split('\t');
  const numeric = columns.map(isNumericColumn);
  const rows = lines.slice(1).map((line) => {
    const cells = line.split('\t');
    const row: ReportRow = {};
    columns.forEach((column, i) => {
      const cell = cells[i] ?? '';
      if (cell === '') row[column] = null;
      else row[column] = numeric[i] ? Number(cell) : unescapeCell(cell);
    });
    return row;
  });
  return { columns, rows };
}
