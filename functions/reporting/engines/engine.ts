/**
 * The one port both report engines implement: run a built query, answer its rows as text cells (null for no value).
 * DuckDB over local Parquet in the embedded default, Athena over the same layout in S3 in AWS (REPORTING_ENGINE).
 */
import type { Dialect } from '../sql/dialect';
import type { Fragment } from '../sql/fragment';
import type { SqlQuery } from '../sql/builder';
import { config } from '@functions/lib/config';

export type Cell = string | null;

export interface ReportEngine {
  readonly dialect: Dialect;
  /** The facts table or files, from configuration. */
  readonly source: Fragment;
  run(query: SqlQuery): Promise<Cell[][]>;
}

let engine: Promise<ReportEngine> | undefined;

/** One engine per container, chosen by REPORTING_ENGINE (`duckdb` locally, `athena` in AWS). */
export function reportEngine(): Promise<ReportEngine> {
  engine ??= (config.reporting.engine === 'athena'
    ? import('./athena-engine').then((m) => m.athenaEngineFromEnv())
    : import('./duckdb-engine').then((m) => m.duckDbEngineFromEnv())
  ).catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}
