/**
 * The embedded engine: DuckDB (`@duckdb/node-api`, one instance per process) over
 * `<REPORTING_DIR>/performance/date=YYYY-MM-DD/<batchId>.parquet`, the `date` column taken from the path.
 * Extensions are never downloaded (parquet is built in), so it works offline. The native module is imported only
 * here and only when used: the AWS bundle leaves it out (Athena answers there).
 */
import { join } from 'node:path';
import { raw } from '../sql/fragment';
import type { SqlQuery } from '../sql/builder';
import type { Cell, ReportEngine } from './engine';
import { config } from '@functions/lib/config';

export const DEFAULT_REPORTING_DIR = '.data/reporting';

const cellOf = (value: unknown): Cell => (value === null || value === undefined ? null : String(value));

/** The glob of every fact file under a reporting root. */
export const factsGlob = (root: string) => join(root, 'performance', '*', '*.parquet');

export async function createDuckDbEngine(root: string): Promise<ReportEngine> {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  // autoinstall/autoload off for the whole instance (not one connection): nothing is ever fetched from the network.
  const instance = await DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' });
  // The path is configuration, not request text; quotes are doubled as SQL string literals need.
  const literal = `'${factsGlob(root).replace(/'/g, "''")}'`;
  return {
    dialect: 'duckdb',
    // No union_by_name: it reads every file's footer before pruning; the layout gives every file every column.
    source: raw(`read_parquet(${literal}, hive_partitioning = true)`),
    async run(query: SqlQuery) {
      // A connection per query: queries of concurrent requests run side by side on the one instance.
      const connection = await instance.connect();
      try {
        const reader = await connection.runAndReadAll(query.text, query.params);
        return reader.getRows().map((row) => row.map(cellOf));
      } catch (error) {
        // No fact file written yet is an empty report, not a failure.
        if (/No files found that match the pattern/i.test(String((error as Error).message))) return [];
        throw error;
      } finally {
        connection.closeSync();
      }
    },
  };
}

export function duckDbEngineFromEnv(): Promise<ReportEngine> {
  return createDuckDbEngine(config.reporting.dir ?? DEFAULT_REPORTING_DIR);
}
