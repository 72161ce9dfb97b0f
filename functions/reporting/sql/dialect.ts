/**
 * What differs between DuckDB (embedded default) and Athena engine v3 (Trino): time buckets, time text, the order
 * of OFFSET and LIMIT, and how membership in a list is written. Every expression here gives the same values in both engines for the same facts.
 */
import type { Granularity } from '../../../shared/constants';
import { list, raw, sql, type Fragment, type SqlParam } from './fragment';

export type Dialect = 'duckdb' | 'trino';

const TRUNC_UNIT: Partial<Record<Granularity, string>> = { MIN: 'minute', HOUR: 'hour', DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' };
const MINUTE_STEP: Partial<Record<Granularity, number>> = { FIVE_MIN: 5, TEN_MIN: 10, FIFTEEN_MIN: 15 };

/** The start of the period a timestamp falls in (weeks start on Monday in both engines). */
export function timeBucket(dialect: Dialect, granularity: Exclude<Granularity, 'ALL'>, column: Fragment): Fragment {
  const unit = TRUNC_UNIT[granularity];
  if (unit) return sql`date_trunc('${raw(unit)}', ${column})`;
  const step = MINUTE_STEP[granularity]!;
  // Steps divide an hour, so a bucket aligned on the hour is the same as one aligned on midnight (DuckDB's origin).
  return dialect === 'duckdb'
    ? sql`time_bucket(INTERVAL ${raw(String(step))} MINUTE, ${column})`
    : sql`date_add('minute', -(minute(${column}) % ${raw(String(step))}), date_trunc('minute', ${column}))`;
}

/** A timestamp as ISO text in UTC to the second (`2026-01-31T10:05:00Z`): the same characters from both engines. */
export function isoText(dialect: Dialect, expression: Fragment): Fragment {
  return dialect === 'duckdb' ? sql`strftime(${expression}, '%Y-%m-%dT%H:%M:%SZ')` : sql`date_format(${expression}, '%Y-%m-%dT%H:%i:%sZ')`;
}

/** Trino takes OFFSET before LIMIT; DuckDB the other way round. */
export function page(dialect: Dialect, limit: Fragment, offset: Fragment): Fragment {
  return dialect === 'duckdb' ? sql`LIMIT ${limit} OFFSET ${offset}` : sql`OFFSET ${offset} LIMIT ${limit}`;
}

/**
 * A column's membership in a list of bound values. DuckDB runs `list_contains` over a list literal about 2.5 times
 * faster than `IN` with ten values on ten million Parquet rows (the campaign narrowing every non-admin report has;
 * bench/report.ts); one value stays `IN`, which DuckDB makes an equality it pushes into the Parquet scan. Trino keeps
 * `IN`. Both leave a null column out.
 */
export function inList(dialect: Dialect, column: Fragment, values: readonly SqlParam[]): Fragment {
  return dialect === 'duckdb' && values.length > 1 ? sql`list_contains([${list(values)}], ${column})` : sql`${column} IN (${list(values)})`;
}
