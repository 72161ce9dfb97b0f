/**
 * What a platform's failure means for a publish: a rate limit or an outage may pass (PublishRetryableError: the queue
 * tries the message again after its back-off), a refused token or an unknown account ends the channel's job
 * (PublishChannelError with the ad-platforms text), a creative the platform refuses is that creative's Error.
 */
import { googleFailureKind, platformFailure, type PlatformName } from '@functions/ad-platforms/public';
import { AppError } from '@functions/lib/errors';
import { PublishChannelError, PublishRetryableError } from './port';

/** googleapis (gaxios) errors: status, Google's error status and message. */
function gaxiosParts(err: unknown): { status?: number; code?: string; message?: string } {
  const e = err as { status?: number; code?: string | number; response?: { status?: number; data?: { error?: { status?: string; message?: string } } } };
  return { status: e.response?.status ?? e.status, code: e.response?.data?.error?.status, message: e.response?.data?.error?.message };
}

/** Throws the channel's or the retry's error; answers the creative's own message when only it was refused. */
export function creativeFailure(platform: PlatformName, account: string, err: unknown): string {
  if (err instanceof PublishRetryableError || err instanceof PublishChannelError) throw err;
  if (err instanceof AppError) {
    // the ad-platforms ports classified it already (Google Ads): 429 and 503 may pass, the rest names the problem
    if (err.statusCode === 429) throw new PublishRetryableError(err.message, 'rate-limit');
    if (err.statusCode >= 500) throw new PublishRetryableError(err.message, 'unavailable');
    throw new PublishChannelError(err.message);
  }
  const { status, code, message } = gaxiosParts(err);
  const kind = googleFailureKind(status);
  if (kind === 'rate-limit') throw new PublishRetryableError(message ?? `${platform} rate limit`, 'rate-limit');
  if (kind === 'unavailable') throw new PublishRetryableError(message ?? `${platform} is unavailable`, 'unavailable');
  if (kind === 'request') return message ?? platformFailure(platform, kind, account, { status, code }).message;
  throw new PublishChannelError(platformFailure(platform, kind, account, { status, code }).message);
}
