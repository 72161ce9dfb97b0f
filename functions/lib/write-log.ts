/**
 * Whether a run wrote to the store: the DynamoDB client notes each write command's outcome in the log of the run it
 * belongs to (clients.ts). An idempotent create that fails after a write was committed, or may have been (the answer
 * was lost on the way), has changed something: its key is not freed for a retry to run it again (lib/idempotency.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface WriteLog {
  /** A write was committed, or its outcome is unknown. */
  wrote: boolean;
}

const WRITE_COMMANDS = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'TransactWriteItemsCommand', 'BatchWriteItemCommand', 'ExecuteStatementCommand', 'BatchExecuteStatementCommand', 'ExecuteTransactionCommand']);

const runs = new AsyncLocalStorage<WriteLog>();

/** Runs `run` with `log` noting its writes (and those of everything it awaits). */
export const withWriteLog = <T>(log: WriteLog, run: () => Promise<T>): Promise<T> => runs.run(log, run);

/**
 * A refusal the store answered (a failed condition, a cancelled transaction, a bad request: a 4xx) or a connection
 * that was never made wrote nothing; a timeout, a dropped connection or a 5xx may have been committed.
 */
function knownNotWritten(err: unknown): boolean {
  const e = err as { $fault?: string; code?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.$fault === 'client') return true;
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return true;
  return e.cause !== undefined && e.cause !== err && knownNotWritten(e.cause);
}

/** Notes a command's outcome in the current run's log, if it is a write and a log is kept. */
export function noteCommand(commandName: string | undefined, error?: unknown): void {
  const log = runs.getStore();
  if (!log || !commandName || !WRITE_COMMANDS.has(commandName)) return;
  if (error === undefined || !knownNotWritten(error)) log.wrote = true;
}
