/**
 * The bench's PostgreSQL 15 reference (Debian's server binaries): a cluster in a folder of its own, started on a free
 * port as the postgres user, loaded once with the same fact rows as the Parquet files (DuckDB writes them to CSV,
 * COPY reads it), indexed and analysed. The folder is kept, so the next run starts without loading again.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { FACT_COLUMNS, REPORT_FIELDS } from '@shared/reporting/catalogue';
import { MONEY_COLUMNS } from '@shared/contracts/report-facts';
import { freePort } from '@infra/local/ports';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const PG_TABLE = 'performance';

const asPostgres = (command: string, args: string[]) => {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
};

export interface Postgres {
  client: pg.Client;
  stop(): Promise<void>;
}

/** Starts (creating it if new) the cluster in `dir`. Memory settings a small server would have; parallel workers as DuckDB's threads. */
export async function startPostgres(dir: string): Promise<Postgres> {
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    spawnSync('chown', ['postgres:postgres', dir]);
    asPostgres('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }
  const port = await freePort();
  const server = spawn('runuser', ['-u', 'postgres', '--', join(BIN, 'postgres'), '-D', dir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1',
    '-c', 'shared_buffers=512MB', '-c', 'work_mem=64MB', '-c', 'maintenance_work_mem=512MB', '-c', 'max_parallel_workers_per_gather=2', '-c', 'fsync=off'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    try {
      await client.connect();
      return {
        client,
        async stop() {
          await client.end();
          // runuser does not pass signals on: pg_ctl stops the server itself (fast shutdown)
          asPostgres('pg_ctl', ['stop', '-D', dir, '-m', 'fast']);
          await exited;
        },
      };
    } catch (error) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`, { cause: error });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Column definitions in the order DuckDB writes them: the Parquet columns, then the `date` of the partition path. */
const COLUMNS = [
  ...REPORT_FIELDS.map((f) => `"${f}" ${f === 'TIMESTAMP' ? 'timestamp' : 'text'}`),
  ...FACT_COLUMNS.map((c) => `"${c}" ${MONEY_COLUMNS.includes(c) ? 'double precision' : 'bigint'}`),
  '"date" date',
];

/**
 * Loads the rows of the fact files once (a marker row in a table records how many): CSV from DuckDB into a folder the
 * postgres user can read, COPY, indexes for the filters every report has (partner, campaign and date), VACUUM ANALYZE.
 */
export async function loadFacts(db: pg.Client, csvDir: string, exportCsv: (file: string) => Promise<void>, rows: number): Promise<boolean> {
  await db.query('CREATE TABLE IF NOT EXISTS bench_loaded (rows bigint)');
  const { rows: loaded } = await db.query<{ rows: string }>('SELECT rows FROM bench_loaded');
  if (loaded[0] && Number(loaded[0].rows) === rows) return false;
  mkdirSync(csvDir, { recursive: true });
  chmodSync(csvDir, 0o755);
  const file = join(csvDir, 'facts.csv');
  await exportCsv(file);
  chmodSync(file, 0o644);
  await db.query(`DROP TABLE IF EXISTS ${PG_TABLE}`);
  await db.query(`CREATE TABLE ${PG_TABLE} (${COLUMNS.join(', ')})`);
  await db.query(`COPY ${PG_TABLE} FROM '${file}' WITH (FORMAT csv, HEADER true)`);
  rmSync(file);
  await db.query(`CREATE INDEX ON ${PG_TABLE} ("partnerId", "campaignId", "date")`);
  await db.query(`CREATE INDEX ON ${PG_TABLE} ("date")`);
  await db.query(`VACUUM ANALYZE ${PG_TABLE}`);
  await db.query('DELETE FROM bench_loaded');
  await db.query('INSERT INTO bench_loaded VALUES ($1)', [rows]);
  return true;
}

/**
 * The report builder's DuckDB text made PostgreSQL's, changing nothing of what it computes: `?` to `$n`, DOUBLE to
 * DOUBLE PRECISION, list_contains to IN, and the ISO text of a time bucket left as the timestamp (formatting is not
 * what is measured).
 */
export function toPostgresSql(text: string): string {
  let n = 0;
  return text
    .replace(/strftime\((.+?), '%Y-%m-%dT%H:%M:%SZ'\)/g, '$1')
    .replace(/ AS DOUBLE\)/g, ' AS DOUBLE PRECISION)')
    .replace(/list_contains\(\[([?, ]+)\], ("[A-Za-z_]+")\)/g, '$2 IN ($1)')
    .replace(/\?/g, () => `$${++n}`);
}
