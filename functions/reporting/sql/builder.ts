/**
 * THE report SQL builder (002 7 'Reporter service'): one ParsedReportRequest, already narrowed to what the caller may
 * see, to DuckDB or Athena (Trino) SQL. Identifiers come only from the catalogue (shared/reporting/catalogue.ts);
 * every value of the request is a bound parameter. Rates are `CAST(SUM(a) AS DOUBLE)/NULLIF(SUM(b),0)` so both engines
 * divide the same way; GROUP BY repeats expressions (Trino takes no aliases there); ORDER BY names output positions.
 */
import type { ParsedReportRequest, WhereClause } from '@shared/contracts/report';
import { METRICS_BY_ID, parseCustomMetricId, REPORT_FIELDS, type FactColumn, type ReportField } from '@shared/reporting/catalogue';
import { COUNT_COLUMN } from '@shared/reporting/metrics';
import { inList, isoText, page, timeBucket, type Dialect } from './dialect';
import { ident, join, list, param, raw, sql, type Fragment, type SqlParam } from './fragment';

/** A request the builder cannot turn into SQL (unknown conversion, $between on a non-time field, ...): a caller's mistake. */
export class ReportQueryError extends Error {}

export interface ScopedReportRequest extends Omit<ParsedReportRequest, 'accessCheckFilters'> {
  /** Always the current partner; campaign ids when the caller is narrowed to some (absent: every campaign of the partner). */
  accessCheckFilters: { partnerId: readonly string[]; campaignId?: readonly string[] };
}

export interface BuildOptions {
  dialect: Dialect;
  /** The FROM source, from the engine's configuration (never from a request). */
  source: Fragment;
  /** Custom conversions of the current partner: id to floodlight activity ids. */
  conversions: ReadonlyMap<string, readonly string[]>;
}

export interface SqlQuery {
  text: string;
  params: SqlParam[];
  /** Output columns in order: the header line of the answer, also when there are no rows. */
  columns: string[];
}

const TIME: ReportField = 'TIMESTAMP';
const sumOf = (column: FactColumn) => sql`SUM(${ident(column)})`;
const divide = (numerator: Fragment, denominator: Fragment) => sql`CAST(${numerator} AS DOUBLE)/NULLIF(${denominator},0)`;

/**
 * A custom conversion sums the conversion counts of rows whose activityId is one of its floodlight activities: total
 * is click-through plus view-through; CVR divides the total by impressions and rate by clicks (of all filtered rows).
 */
function customMetric(id: string, options: BuildOptions): Fragment | undefined {
  const custom = parseCustomMetricId(id);
  if (!custom) return undefined;
  const activities = options.conversions.get(custom.conversionId);
  if (!activities) throw new ReportQueryError(`Unknown metric ${id}`);
  const counted = (value: Fragment) =>
    activities.length === 0 ? raw('0') : sql`SUM(CASE WHEN ${ident('activityId')} IN (${list(activities)}) THEN ${value} ELSE 0 END)`;
  const click = sql`COALESCE(${ident('CLICK_THROUGH_CONVERSIONS')},0)`;
  const view = sql`COALESCE(${ident('VIEW_THROUGH_CONVERSIONS')},0)`;
  const total = counted(sql`${click} + ${view}`);
  switch (custom.suffix) {
    case 'CLICK_THROUGH_CONVERSIONS': return counted(click);
    case 'VIEW_THROUGH_CONVERSIONS': return counted(view);
    case 'TOTAL_CONVERSIONS': return total;
    case 'CVR': return divide(total, sumOf('IMPRESSIONS'));
    case 'RATE': return divide(total, sumOf('CLICKS'));
  }
}

export function metricExpression(id: string, options: BuildOptions): Fragment {
  const metric = METRICS_BY_ID.get(id);
  if (metric) return metric.kind === 'sum' ? sumOf(metric.column) : divide(sumOf(metric.numerator), sumOf(metric.denominator));
  const custom = customMetric(id, options);
  if (!custom) throw new ReportQueryError(`Unknown metric ${id}`);
  return custom;
}

/** `YYYY-MM-DD` or a date-time to `YYYY-MM-DD HH:MM:SS.mmm` (UTC); a bare end date means its last millisecond (002 7). */
function instant(value: string, end: boolean): { date: string; timestamp: string; wholeDay: boolean } {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z?)?$/.exec(value);
  if (!m) throw new ReportQueryError(`Invalid date ${value}`);
  const [, date, hh, mm, ss, ms] = m;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new ReportQueryError(`Invalid date ${value}`);
  if (hh === undefined) return { date: date!, timestamp: `${date} ${end ? '23:59:59.999' : '00:00:00.000'}`, wholeDay: true };
  return { date: date!, timestamp: `${date} ${hh}:${mm}:${ss ?? '00'}.${(ms ?? '').padEnd(3, '0')}`, wholeDay: false };
}

function condition(field: ReportField, clause: WhereClause, dialect: Dialect): Fragment {
  if ('$between' in clause) {
    if (field !== TIME) throw new ReportQueryError(`$between is for ${TIME} only`);
    const from = instant(clause.$between[0], false);
    const to = instant(clause.$between[1], true);
    if (from.timestamp > to.timestamp) throw new ReportQueryError('The date range ends before it starts');
    // The date partition column first, so both engines read only the partitions of the range. Whole days need no
    // more: `date` is the UTC date of TIMESTAMP (fact-parquet.ts), so the TIMESTAMP column is not read for them.
    const days = sql`${ident('date')} BETWEEN CAST(${param(from.date)} AS DATE) AND CAST(${param(to.date)} AS DATE)`;
    if (from.wholeDay && to.wholeDay) return days;
    return sql`${days} AND ${ident(TIME)} BETWEEN CAST(${param(from.timestamp)} AS TIMESTAMP) AND CAST(${param(to.timestamp)} AS TIMESTAMP)`;
  }
  if (field === TIME) throw new ReportQueryError(`${TIME} takes $between only`);
  // Fact fields are single strings (no array columns), so $hasAny of an array field is membership as $in.
  const values = ('$in' in clause ? clause.$in : clause.$hasAny).map(String);
  return inList(dialect, ident(field), values);
}

function whereClause(request: ScopedReportRequest, dialect: Dialect): Fragment {
  const { partnerId, campaignId } = request.accessCheckFilters;
  const conditions: Fragment[] = [inList(dialect, ident('partnerId'), partnerId)];
  if (campaignId) conditions.push(campaignId.length > 0 ? inList(dialect, ident('campaignId'), campaignId) : raw('1 = 0'));
  for (const field of REPORT_FIELDS) {
    const clause = request.where[field];
    if (clause) conditions.push(condition(field, clause, dialect));
  }
  return join(conditions, '\n  AND ');
}

interface Grouping {
  /** Output column name and the expression selected under it. */
  columns: { name: string; select: Fragment }[];
  /** Expressions of GROUP BY (no aliases). */
  groupBy: Fragment[];
}

/** The dimension columns: the time bucket first when a granularity is asked, then the group-by fields in order. */
function grouping(request: ScopedReportRequest, dialect: Dialect): Grouping {
  const grouping: Grouping = { columns: [], groupBy: [] };
  const fields = request.groupBy.filter((f, i, all) => all.indexOf(f) === i);
  if (request.granularity !== 'ALL' || fields.includes(TIME)) {
    const bucket = request.granularity === 'ALL' ? { group: ident(TIME), start: ident(TIME) } : timeBucket(dialect, request.granularity, ident(TIME), ident('date'));
    grouping.columns.push({ name: TIME, select: isoText(dialect, bucket.start) });
    grouping.groupBy.push(bucket.group);
  }
  for (const field of fields.filter((f) => f !== TIME)) {
    grouping.columns.push({ name: field, select: ident(field) });
    grouping.groupBy.push(ident(field));
  }
  return grouping;
}

function havingClause(request: ScopedReportRequest, options: BuildOptions): Fragment | undefined {
  const OPS = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;
  const conditions: Fragment[] = [];
  for (const [metric, bounds] of Object.entries(request.having)) {
    const expression = metricExpression(metric, options);
    for (const [op, symbol] of Object.entries(OPS)) {
      const bound = bounds[op as keyof typeof OPS];
      if (bound !== undefined) conditions.push(sql`${expression} ${raw(symbol)} ${param(bound)}`);
    }
  }
  return conditions.length > 0 ? join(conditions, ' AND ') : undefined;
}

const clause = (keyword: string, body: Fragment | undefined) => (body ? sql`\n${raw(keyword)} ${body}` : raw(''));

/** The rows of a report: dimension columns, then the selected metrics, ordered and paged. */
export function buildReportQuery(request: ScopedReportRequest, options: BuildOptions): SqlQuery {
  if (request.count) return buildCountQuery(request, options);
  const { columns, groupBy } = grouping(request, options.dialect);
  const metrics = request.select.filter((m, i, all) => all.indexOf(m) === i);
  if (columns.length === 0 && metrics.length === 0) throw new ReportQueryError('Nothing to select');
  const selected = [
    ...columns.map((c) => sql`${c.select} AS ${ident(c.name)}`),
    ...metrics.map((m) => sql`${metricExpression(m, options)} AS ${ident(m)}`),
  ];
  const names = [...columns.map((c) => c.name), ...metrics];
  const order = request.orderBy.map(({ field, direction }) => {
    const position = names.indexOf(field);
    if (position < 0) throw new ReportQueryError(`Order by ${field}: it is neither a split nor a selected metric`);
    return raw(`${position + 1} ${direction}`);
  });
  // Paging needs a stable order: without one asked, the dimension columns in order.
  if (order.length === 0) columns.forEach((_c, i) => order.push(raw(`${i + 1} ASC`)));
  const query = sql`SELECT ${join(selected, ', ')}\nFROM ${options.source}\nWHERE ${whereClause(request, options.dialect)}${clause('GROUP BY', groupBy.length > 0 ? join(groupBy, ', ') : undefined)}${clause('HAVING', havingClause(request, options))}${clause('ORDER BY', order.length > 0 ? join(order, ', ') : undefined)}\n${page(options.dialect, param(request.limit), param(request.offset))}`;
  return { text: query.text, params: [...query.params], columns: names };
}

/**
 * A count query (002 7): the number of distinct groups of the group-by fields. With a granularity the time bucket is
 * part of the group, so the answer is the per-period counts summed.
 */
export function buildCountQuery(request: ScopedReportRequest, options: BuildOptions): SqlQuery {
  const { groupBy } = grouping(request, options.dialect);
  if (groupBy.length === 0) throw new ReportQueryError('A count needs a split or a granularity');
  const inner = sql`SELECT 1 AS ${ident('one')}\n  FROM ${options.source}\n  WHERE ${whereClause(request, options.dialect)}\n  GROUP BY ${join(groupBy, ', ')}${clause('  HAVING', havingClause(request, options))}`;
  const query = sql`SELECT COUNT(*) AS ${ident(COUNT_COLUMN)}\nFROM (${inner}) AS ${ident('report_groups')}`;
  return { text: query.text, params: [...query.params], columns: [COUNT_COLUMN] };
}

/** Dimensions worth a split for these filters: the number of distinct values of each field in the filtered rows. */
export const DIMENSION_FIELDS = REPORT_FIELDS.filter((f) => f !== TIME);

export function buildRelevantDimensionsQuery(request: ScopedReportRequest, options: BuildOptions): SqlQuery {
  const counts = DIMENSION_FIELDS.map((f) => sql`COUNT(DISTINCT ${ident(f)}) AS ${ident(f)}`);
  const query = sql`SELECT ${join(counts, ', ')}\nFROM ${options.source}\nWHERE ${whereClause(request, options.dialect)}`;
  return { text: query.text, params: [...query.params], columns: [...DIMENSION_FIELDS] };
}
