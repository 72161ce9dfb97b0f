/**
 * What the Google Marketing Platform ports (DV360, CM360) share on googleapis: the options every API object is made
 * with (the node's token as the bearer, no client-side retries: a rate limit answers the caller with Retry-After at
 * once, and `rootUrl` pointing at the embedded simulator when set), and the mapping of gaxios errors.
 */
import { AppError } from '@functions/lib/errors';
import { decryptSecret } from '@functions/lib/secrets';
import type { SealedToken } from './node-settings';
import { googleFailureKind, platformFailure, type PlatformName } from './platform-errors';

export interface GoogleApiOptions {
  rootUrl?: string;
  headers: Record<string, string>;
  retry: false;
}

/** The options of one call's API object: the sealed token is opened here, for this call only. */
export const googleOptions = (token: SealedToken, rootUrl?: string): GoogleApiOptions => ({
  ...(rootUrl ? { rootUrl: `${rootUrl}/` } : {}),
  headers: { authorization: `Bearer ${decryptSecret(token.ciphertext)}` },
  retry: false,
});

/** Runs a read and maps what the platform answered (gaxios keeps its request, Authorization included: never logged). */
export async function googleRead<T>(platform: PlatformName, account: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as { status?: number; response?: { status?: number; data?: { error?: { status?: string } } } };
    const status = e.status ?? e.response?.status;
    throw platformFailure(platform, googleFailureKind(status), account, { status, code: e.response?.data?.error?.status });
  }
}

/** Every page of a `nextPageToken` list, up to a bound. */
export async function allPages<T>(fetchPage: (pageToken: string | undefined) => Promise<{ items: T[]; next?: string | null }>, maxPages = 50): Promise<T[]> {
  const items: T[] = [];
  let token: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await fetchPage(token);
    items.push(...answer.items);
    token = answer.next || undefined;
    if (!token) break;
  }
  return items;
}
