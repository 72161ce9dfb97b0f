/**
 * A platform's failure turned into a clear answer (never a 500, never a token): the token refused (422: the user
 * enters a new one in the publishing settings), the account unknown or not readable with it (422: 404 would send the
 * web client to /404), the platform's rate limit (429 'Too Many Requests' with Retry-After), anything else (503 with
 * Retry-After). The clients' own errors carry the request (Graph URLs hold the access token, gaxios errors the
 * Authorization header): only the classification and the platform's numeric codes are logged, never the error itself.
 */
import { fillMessage, MESSAGES } from '@shared/messages';
import { AppError, RETRY_AFTER_S, tooManyRequests, unprocessable } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';

export type PlatformName = 'Meta' | 'Display & Video 360' | 'Campaign Manager 360' | 'Google Ads';
export type FailureKind = 'token' | 'account' | 'rate-limit' | 'request' | 'unavailable';

/** Seconds to wait after a platform's rate limit (Meta and Google ask for minutes; one is the usual window). */
export const RATE_LIMIT_RETRY_AFTER_S = 60;

export function platformFailure(platform: PlatformName, kind: FailureKind, account: string, detail: { status?: number; code?: string | number } = {}): AppError {
  logger.warn('ad platform refused', { platform, kind, status: detail.status, code: detail.code });
  switch (kind) {
    case 'token':
      return unprocessable(fillMessage(MESSAGES.adPlatformTokenRefused, { platform }));
    case 'account':
      return unprocessable(fillMessage(MESSAGES.adPlatformAccountRefused, { platform, account }));
    case 'rate-limit':
      return tooManyRequests(RATE_LIMIT_RETRY_AFTER_S);
    case 'request':
      return unprocessable(fillMessage(MESSAGES.adPlatformRequestRefused, { platform }));
    default:
      return new AppError('SERVICE_UNAVAILABLE', 503, fillMessage(MESSAGES.adPlatformUnavailable, { platform }), undefined, RETRY_AFTER_S);
  }
}

export const notConfigured = (what: string) => unprocessable(fillMessage(MESSAGES.adPlatformNotConfigured, { what }));

/** Google's JSON errors (DV360, CM360, Google Ads REST): by HTTP status, then by the GoogleAdsFailure error code. */
export function googleFailureKind(status: number | undefined, errorCodeKey?: string): FailureKind {
  const key = (errorCodeKey ?? '').replace(/_/g, '').toLowerCase();
  if (key.startsWith('authenticationerror')) return 'token';
  // Google Ads: authorization (no access to the customer) and request errors (INVALID_CUSTOMER_ID on these reads)
  if (key.startsWith('authorizationerror') || key.startsWith('requesterror')) return 'account';
  if (key.startsWith('quotaerror')) return 'rate-limit';
  if (status === 401) return 'token';
  if (status === 403 || status === 404) return 'account';
  if (status === 429) return 'rate-limit';
  if (status === 400) return 'request';
  return 'unavailable';
}

/** Graph API error codes (developers.facebook.com/docs/graph-api/guides/error-handling). */
export function metaFailureKind(code: number | undefined, subcode?: number): FailureKind {
  if (code === undefined) return 'unavailable';
  if ([102, 104, 190].includes(code)) return 'token';
  // 100 with a subcode other than 33 is an invalid parameter (a creative spec Meta refuses), not an unknown object
  if (code === 100 && subcode !== undefined && subcode !== 33) return 'request';
  // 100/33 unknown object, 803 unknown alias, 10 and 200-299 no permission on it
  if (code === 100 || code === 803 || code === 10 || (code >= 200 && code < 300)) return 'account';
  if ([4, 17, 32, 613, 80000, 80001, 80002, 80003, 80004, 80005, 80006, 80008, 80009, 80014].includes(code)) return 'rate-limit';
  if (code === 1 || code === 2) return 'unavailable';
  return 'request';
}
