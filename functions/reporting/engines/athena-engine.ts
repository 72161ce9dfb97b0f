/**
 * Athena engine v3 (Trino) in AWS: StartQueryExecution with the values as ExecutionParameters, GetQueryExecution until
 * it ends, GetQueryResults page by page. Athena substitutes each parameter as a SQL literal, so text values are sent
 * quoted with inner quotes doubled (numbers as they are).
 */
import { AthenaClient, GetQueryExecutionCommand, GetQueryResultsCommand, StartQueryExecutionCommand } from '@aws-sdk/client-athena';
import { AppError } from '@functions/lib/errors';
import { MESSAGES } from '@shared/messages';
import { ident, join } from '../sql/fragment';
import type { SqlParam } from '../sql/fragment';
import type { SqlQuery } from '../sql/builder';
import type { Cell, ReportEngine } from './engine';
import { config } from '@functions/lib/config';

export interface AthenaSettings {
  workGroup: string;
  database: string;
  table: string;
  /** How long a query may run before the caller gets 503 (below the API's 29 s). */
  timeoutMs?: number;
  /** First pause between status checks; doubles up to one second. */
  pollMs?: number;
}

export const athenaLiteral = (value: SqlParam): string =>
  typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createAthenaEngine(client: AthenaClient, settings: AthenaSettings): ReportEngine {
  const timeoutMs = settings.timeoutMs ?? 25_000;
  return {
    dialect: 'trino',
    source: join([ident(settings.database), ident(settings.table)], '.'),
    async run(query: SqlQuery) {
      const started = await client.send(new StartQueryExecutionCommand({
        QueryString: query.text,
        WorkGroup: settings.workGroup,
        QueryExecutionContext: { Database: settings.database },
        ...(query.params.length > 0 ? { ExecutionParameters: query.params.map(athenaLiteral) } : {}),
      }));
      const id = started.QueryExecutionId!;
      const deadline = Date.now() + timeoutMs;
      for (let pause = settings.pollMs ?? 100; ; pause = Math.min(pause * 2, 1000)) {
        const { QueryExecution } = await client.send(new GetQueryExecutionCommand({ QueryExecutionId: id }));
        const state = QueryExecution?.Status?.State;
        if (state === 'SUCCEEDED') break;
        if (state === 'FAILED' || state === 'CANCELLED') throw new Error(`Athena query ${id} ${state}: ${QueryExecution?.Status?.StateChangeReason ?? ''}`);
        if (Date.now() > deadline) throw new AppError('SERVICE_UNAVAILABLE', 503, MESSAGES.serviceUnavailable);
        await sleep(pause);
      }
      const rows: Cell[][] = [];
      let nextToken: string | undefined;
      let first = true;
      do {
        const page = await client.send(new GetQueryResultsCommand({ QueryExecutionId: id, NextToken: nextToken, MaxResults: 1000 }));
        const pageRows = page.ResultSet?.Rows ?? [];
        // The first row of a SELECT's first page is its header.
        for (const row of first ? pageRows.slice(1) : pageRows) rows.push((row.Data ?? []).map((d) => d.VarCharValue ?? null));
        first = false;
        nextToken = page.NextToken;
      } while (nextToken);
      return rows;
    },
  };
}

/**
 * Athena counts running and queued queries against the account's active DML quota (25 in many regions) and answers
 * TooManyRequestsException past it; a dashboard render sends 9-14 at once. The SDK retries throttling: adaptive mode
 * also slows this container's own sending while Athena throttles, and six attempts spread over several seconds.
 */
export const athenaClient = (overrides: ConstructorParameters<typeof AthenaClient>[0] = {}) =>
  new AthenaClient({ maxAttempts: 6, retryMode: 'adaptive', ...overrides });

export function athenaEngineFromEnv(): ReportEngine {
  return createAthenaEngine(athenaClient(), {
    workGroup: config.reporting.athenaWorkGroup,
    database: config.reporting.athenaDatabase,
    table: config.reporting.athenaTable,
  });
}
