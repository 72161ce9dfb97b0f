/**
 * Idempotent creates: a create sent with an `Idempotency-Key` header answers, on every retry
 * with that key and the same request, the answer its first run gave, and creates nothing more. The first answer is
 * kept a day per partner, user and key; the same key with another request is refused (422).
 *
 * The key is claimed with a conditional put before the handler runs, so of two simultaneous sends exactly one runs;
 * the other answers 409 until the first has answered. A run that fails before writing anything releases the key, so
 * a retry runs again. A run that fails after one of its writes was committed, or may have been (write-log.ts), keeps
 * its failure as its answer: a retry neither creates twice nor answers 'Already exist', and the failure is a 500, never
 * the 503 that tells the caller nothing was written. A claim whose run died without answering (the process was killed)
 * is taken over after the lease, which is longer than any function may run.
 */
import { createHash } from 'node:crypto';
import { Entity } from 'electrodb';
import { IDEMPOTENCY_TTL_MS } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { lazy, SERVICE, ttlSeconds } from './db';
import { AppError, toAppError, unprocessable } from './errors';
import { errorText, logger } from './logger';
import { withWriteLog, type WriteLog } from './write-log';

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** Longer than the API's 29 s integration timeout: a claim older than this has no run behind it any more. */
const LEASE_MS = 60_000;
/** First answers larger than this are not kept (an item holds 400 KB); their retries run again. */
const MAX_KEPT_BODY_CHARS = 300_000;

const records = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'idempotencyKey', version: '1', service: SERVICE },
        attributes: {
          partnerId: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          requestKey: { type: 'string', required: true },
          fingerprint: { type: 'string', required: true },
          startedAtMs: { type: 'number', required: true },
          statusCode: { type: 'number' },
          body: { type: 'string' },
          expiresAt: { type: 'number', required: true },
        },
        indexes: { byKey: { pk: { field: 'pk', composite: ['partnerId', 'userId', 'requestKey'] }, sk: { field: 'sk', composite: [] } } },
      },
      cfg,
    ),
);

export interface IdempotencyScope {
  partnerId: string;
  userId: string;
  key: string;
}

export interface KeptAnswer {
  statusCode?: number;
  body?: unknown;
}

/** The key of the header, or undefined without one; a malformed key is the caller's mistake (422). */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY_PATTERN.test(header)) throw unprocessable(MESSAGES.idempotencyKeyInvalid);
  return header;
}

/** What makes two sends 'the same request': method, path, query and the parsed JSON body. */
export function requestFingerprint(parts: { method: string; path: string; query: string; body: unknown }): string {
  return createHash('sha256').update(JSON.stringify([parts.method, parts.path, parts.query, parts.body ?? null])).digest('base64url');
}

const conditionFailed = (err: unknown) => (err as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException';
const keys = (s: IdempotencyScope) => ({ partnerId: s.partnerId, userId: s.userId, requestKey: s.key });

/** Claims the key for this run; false when it is already claimed. */
async function claim(scope: IdempotencyScope, fingerprint: string, now: number): Promise<boolean> {
  try {
    await records()
      .create({ ...keys(scope), fingerprint, startedAtMs: now, expiresAt: ttlSeconds(now + IDEMPOTENCY_TTL_MS) })
      .go();
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

/** Takes over a claim whose run died (older than the lease), conditional on it still being that claim. */
async function takeOver(scope: IdempotencyScope, startedAtMs: number, now: number): Promise<boolean> {
  try {
    await records()
      .patch(keys(scope))
      .set({ startedAtMs: now })
      .where((a, op) => `${op.eq(a.startedAtMs, startedAtMs)} AND ${op.notExists(a.statusCode)}`)
      .go();
    return true;
  } catch (err) {
    if (conditionFailed(err)) return false;
    throw err;
  }
}

/**
 * Runs `run` once per key: the first send runs it and keeps a 2xx JSON answer; a retry with the same request gets that
 * answer back; a retry with another request 422; a retry while the first still runs 409.
 */
export async function runOnce<R extends KeptAnswer>(scope: IdempotencyScope, fingerprint: string, run: () => Promise<R>, keep: (answer: R) => boolean): Promise<R | KeptAnswer> {
  const now = Date.now();
  if (!(await claim(scope, fingerprint, now))) {
    let { data: kept } = await records().get(keys(scope)).go({ consistent: true });
    // DynamoDB removes expired items late (up to days): past its day a key is free again.
    if (kept && kept.expiresAt <= ttlSeconds(now)) {
      await release(scope, kept.startedAtMs);
      kept = null;
    }
    // Gone between the claim and this read: claim again (a second miss is a concurrent first send).
    if (!kept) return (await claim(scope, fingerprint, now)) ? runAndKeep(scope, now, run, keep) : Promise.reject(inProgress());
    if (kept.fingerprint !== fingerprint) throw unprocessable(MESSAGES.idempotencyKeyReused);
    if (kept.statusCode !== undefined) return keptAnswer(kept.statusCode, kept.body);
    if (now - kept.startedAtMs < LEASE_MS || !(await takeOver(scope, kept.startedAtMs, now))) throw inProgress();
  }
  return runAndKeep(scope, now, run, keep);
}

const inProgress = () => new AppError('DEFAULT_ERROR', 409, MESSAGES.idempotencyInProgress);

/** A kept answer as the first run gave it: a kept failure (5xx) is thrown again, as the first run's was. */
function keptAnswer(statusCode: number, body: string | undefined): KeptAnswer {
  const parsed = body === undefined ? undefined : JSON.parse(body);
  if (statusCode >= 500) throw new AppError(parsed?.kind ?? 'DEFAULT_ERROR', statusCode, parsed?.message ?? MESSAGES.internal);
  return { statusCode, body: parsed };
}

async function runAndKeep<R extends KeptAnswer>(scope: IdempotencyScope, startedAtMs: number, run: () => Promise<R>, keep: (answer: R) => boolean): Promise<R> {
  let answer: R;
  const log: WriteLog = { wrote: false };
  try {
    answer = await withWriteLog(log, run);
  } catch (err) {
    const failure = toAppError(err);
    // Nothing written, or the handler's own refusal: a retry runs again.
    if (!log.wrote || failure.statusCode < 500) {
      await release(scope, startedAtMs);
      throw err;
    }
    // Written (or perhaps) and then failed: running it again would write twice or answer 'Already exist'.
    const kept = new AppError('DEFAULT_ERROR', 500, MESSAGES.internal);
    logger.error('create failed after writing: its retries answer this failure', { key: scope.key, error: errorText(err) });
    await keepAnswer(scope, 500, JSON.stringify(kept.toBody()));
    throw kept;
  }
  const body = answer.body === undefined ? undefined : JSON.stringify(answer.body);
  if (!keep(answer) || (body?.length ?? 0) > MAX_KEPT_BODY_CHARS) await release(scope, startedAtMs);
  else await keepAnswer(scope, answer.statusCode ?? 200, body);
  return answer;
}

/** Keeps a run's answer for its retries; tried three times, as a store that fails for a moment should not lose it. */
async function keepAnswer(scope: IdempotencyScope, statusCode: number, body: string | undefined): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await records().patch(keys(scope)).set({ statusCode, ...(body === undefined ? {} : { body }) }).go();
      return;
    } catch (err) {
      // The run is over: answer it. A retry within the lease answers 409, after it runs again.
      if (attempt >= 3) return void logger.error('idempotent answer not kept', { key: scope.key, error: errorText(err) });
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Frees the key of a run that failed or whose answer is not kept, unless another run took it over meanwhile. */
async function release(scope: IdempotencyScope, startedAtMs: number): Promise<void> {
  try {
    await records()
      .delete(keys(scope))
      .where((a, op) => op.eq(a.startedAtMs, startedAtMs))
      .go();
  } catch (err) {
    if (!conditionFailed(err)) logger.error('idempotency key not released', { key: scope.key, error: errorText(err) });
  }
}
