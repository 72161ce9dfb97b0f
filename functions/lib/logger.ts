/**
 * The one structured logger (Powertools for AWS Lambda): JSON lines with the service, and per request the request id,
 * domain, operation and user id (http.ts appends them). Log chosen fields only: never a cookie, password or token.
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'marquee' });

/** The text of an error for a log line (its stack for our own failures). */
export const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/**
 * A failure whose kind says what went wrong, so its log line needs no stack: the job marked its entity failed for a
 * reason it knows (a file that is no file, an object that is gone). Subclasses name the kind.
 */
export class ExpectedFailure extends Error {
  override name = 'ExpectedFailure';
}

/** Kinds known without a stack: a contract or JSON failure, an aborted or timed-out call. */
const EXPECTED_NAMES = new Set(['ZodError', 'SyntaxError', 'AbortError', 'TimeoutError']);

/** Whether an error is one we expect (a service's answer, a network failure, our own typed ones) rather than a defect. */
export function isExpectedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { $metadata?: unknown; $fault?: unknown; code?: unknown; statusCode?: unknown; kind?: unknown };
  // an AWS SDK service exception (NoSuchKey, ThrottlingException, ...): its name and message say it all
  if (e.$metadata !== undefined || e.$fault !== undefined) return true;
  // a socket or file system failure (ECONNREFUSED, ETIMEDOUT, ENOENT)
  if (typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) return true;
  // our own AppError below 500
  if (typeof e.kind === 'string' && typeof e.statusCode === 'number' && e.statusCode < 500) return true;
  return error instanceof ExpectedFailure || EXPECTED_NAMES.has(e.name);
}

/**
 * The fields a log line carries for an error: its kind and message, and its stack only when it is unexpected (a
 * defect, where the stack is what finds it). An SDK error's stack is the SDK's insides and this machine's paths.
 */
export function errorFields(error: unknown): { errorKind: string; error: string; stack?: string } {
  if (!(error instanceof Error)) return { errorKind: typeof error, error: String(error) };
  const code = (error as { code?: unknown }).code;
  const errorKind = error.name === 'Error' && typeof code === 'string' ? code : error.name;
  return isExpectedError(error) ? { errorKind, error: error.message } : { errorKind, error: error.message, stack: error.stack };
}
