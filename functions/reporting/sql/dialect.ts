/**
 * What differs between DuckDB (embedded default) and Athena engine v3 (Trino): time buckets, time text, the order
 * of OFFSET and LIMIT, and how membership in a list is written. Every expression here gives the same values in both engines for the same facts.
 */
import type { Granularity } from '@shared/constants';
import { list, raw, sql, type Fragment, type SqlParam } from './fragment';

export type Dialect = 'duckdb' | 'trino';

const TIME_UNIT: Partial<Record<Granularity, string>> = { MIN: 'minute', HOUR: 'hour' };
const DATE_UNIT: Partial<Record<Granularity, string>> = { WEEK: 'week', MONTH: 'month', YEAR: 'year' };
const MINUTE_STEP: Partial<Record<Granularity, number>> = { FIVE_MIN: 5, TEN_MIN: 10, FIFTEEN_MIN: 15 };

/** A time bucket: the expression rows are grouped by, and the timestamp selected for the group. */
export interface Bucket {
  group: Fragment;
  start: Fragment;
}

/**
 * The start of the period a fact falls in (weeks start on Monday in both engines). Periods of a day or longer are
 * taken from the `date` partition column, which is the UTC date of the row's TIMESTAMP (the one writer files every
 * row under that date): the engines then group on a value constant per file and need not read TIMESTAMP at all
 * (about a quarter off a 90-day campaign x day report in DuckDB, bench/report.ts). The cast to a timestamp is done
 * once per group, not per row.
 */
export function timeBucket(dialect: Dialect, granularity: Exclude<Granularity, 'ALL'>, time: Fragment, date: Fragment): Bucket {
  const onDate = (group: Fragment): Bucket => ({ group, start: sql`CAST(${group} AS TIMESTAMP)` });
  if (granularity === 'DAY') return onDate(date);
  const dateUnit = DATE_UNIT[granularity];
  if (dateUnit) return onDate(sql`date_trunc('${raw(dateUnit)}', ${date})`);
  const timeUnit = TIME_UNIT[granularity];
  if (timeUnit) {
    const group = sql`date_trunc('${raw(timeUnit)}', ${time})`;
    return { group, start: group };
  }
  const step = MINUTE_STEP[granularity]!;
  // Steps divide an hour, so a bucket aligned on the hour is the same as one aligned on midnight (DuckDB's origin).
  const group = dialect === 'duckdb'
    ? sql`time_bucket(INTERVAL ${raw(String(step))} MINUTE, ${time})`
    : sql`date_add('minute', -(minute(${time}) % ${raw(String(step))}), date_trunc('minute', ${time}))`;
  return { group, start: group };
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
