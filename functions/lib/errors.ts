/** Typed errors: the spec's kinds mapped to statuses, leaving as one JSON shape (architecture 'Request path'). */
import type { ErrorBody, ErrorKind } from '@shared/contracts/common';
import { MESSAGES } from '@shared/messages';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorBody['details'],
    /** Seconds the caller should wait before trying again (the Retry-After header of a 429 or 503). */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { statusCode: this.statusCode, kind: this.kind, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

/**
 * A unique name (or email, domain, connection) already taken, found by a repository's claim: one error for all of them,
 * answered as 422 with the spec's text ('Already exist' unless the entity's own text is given) and nothing written.
 */
export class NameTakenError extends AppError {
  constructor(message: string = MESSAGES.alreadyExist, details?: ErrorBody['details']) {
    super('UNPROCESSABLE_ENTITY', 422, message, details);
  }
}

export const notAuthorized = (message: string = MESSAGES.notAuthorized) => new AppError('NOT_AUTHORIZED', 401, message);
export const notAllowed = (message: string = MESSAGES.accessDenied) => new AppError('NOT_ALLOWED', 403, message);
export const notFound = (message: string = MESSAGES.entityNotFound) => new AppError('NOT_FOUND', 404, message);
export const unprocessable = (message: string, details?: ErrorBody['details']) =>
  new AppError('UNPROCESSABLE_ENTITY', 422, message, details);
export const badRequest = (message: string, details?: ErrorBody['details']) => new AppError('DEFAULT_ERROR', 400, message, details);
export const tooManyRequests = (retryAfterS?: number) => new AppError('NOT_ALLOWED', 429, MESSAGES.tooManyRequests, undefined, retryAfterS);
/** Seconds a caller is asked to wait after a 503 before trying again (the Retry-After header). */
export const RETRY_AFTER_S = 2;

export const serviceUnavailable = () => new AppError('SERVICE_UNAVAILABLE', 503, MESSAGES.serviceUnavailable, undefined, RETRY_AFTER_S);

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'SlowDown',
]);

/**
 * The store (DynamoDB, S3, SQS) unreachable, too slow, throttling or failing on its side: nothing the caller did wrong,
 * and worth a retry. Such errors answer 503 SERVICE_UNAVAILABLE with Retry-After instead of a 500.
 */
export function isUnavailable(err: unknown): boolean {
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number }; $fault?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  if (e.name && UNAVAILABLE_NAMES.has(e.name)) return true;
  const status = e.$metadata?.httpStatusCode;
  if (e.$fault === 'server' && (status === undefined || status >= 500)) return true;
  return e.cause !== undefined && e.cause !== err && isUnavailable(e.cause);
}

const KIND_BY_STATUS: Record<number, ErrorKind> = { 401: 'NOT_AUTHORIZED', 403: 'NOT_ALLOWED', 404: 'NOT_FOUND', 422: 'UNPROCESSABLE_ENTITY', 503: 'SERVICE_UNAVAILABLE' };

/** Any thrown value to the one error shape. Unknown errors become a 500 whose text says nothing of the cause. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isUnavailable(err)) return serviceUnavailable();
  const e = err as { statusCode?: number; status?: number; expose?: boolean; message?: string };
  const status = e?.statusCode ?? e?.status;
  // http-errors thrown by middy (router 404/405, parsers) are the caller's mistakes and safe to show
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 404 ? MESSAGES.routeNotFound : e.expose && e.message ? e.message : MESSAGES.wrongParams;
    return new AppError(KIND_BY_STATUS[status] ?? 'DEFAULT_ERROR', status, message);
  }
  return new AppError('DEFAULT_ERROR', 500, MESSAGES.internal);
}
