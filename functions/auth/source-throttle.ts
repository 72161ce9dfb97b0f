/**
 * Sign-in throttling per source: the per-username lock stops guessing one account's password, but not one
 * client trying many accounts (password spraying), nor someone locking accounts by their addresses. Failed sign-ins
 * and password-reset requests are counted per client address in fixed one-minute windows (SOURCE_LIMITS); past the limit that address
 * gets 'Too Many Requests' with Retry-After until the window ends, whatever the account: for sign-in only a failed one
 * (the password is checked first, so a right one from a shared address still signs in). In AWS a WAF rate-based rule
 * on /api/auth/* stands in front of this (infra/stacks/web-stack.ts).
 */
import { Entity } from 'electrodb';
import { SOURCE_LIMITS, SOURCE_WINDOW_MS } from '@shared/constants';
import { lazy, SERVICE, ttlSeconds } from '@functions/lib/db';
import { tooManyRequests } from '@functions/lib/errors';

const counters = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'sourceAttempts', version: '1', service: SERVICE },
        attributes: {
          source: { type: 'string', required: true },
          window: { type: 'number', required: true },
          count: { type: 'number', required: true, default: 0 },
          expiresAt: { type: 'number', required: true },
        },
        indexes: { bySource: { pk: { field: 'pk', composite: ['source', 'window'] }, sk: { field: 'sk', composite: [] } } },
      },
      cfg,
    ),
);

type Action = keyof typeof SOURCE_LIMITS;
const windowOf = (now: number) => Math.floor(now / SOURCE_WINDOW_MS);
const retryAfterS = (now: number) => Math.max(1, Math.ceil(((windowOf(now) + 1) * SOURCE_WINDOW_MS - now) / 1000));

export const sourceThrottle = {
  /** Refuses a source that used up its window: 429 with the seconds until the window ends. */
  async check(action: Action, ip: string, now = Date.now()): Promise<void> {
    const { data } = await counters().get({ source: `${action}:${ip}`, window: windowOf(now) }).go();
    if (data && data.count >= SOURCE_LIMITS[action]) throw tooManyRequests(retryAfterS(now));
  },
  /** Counts one failure (or one mail sent) of the source, atomically. */
  async record(action: Action, ip: string, now = Date.now()): Promise<void> {
    const window = windowOf(now);
    await counters()
      .upsert({ source: `${action}:${ip}`, window, expiresAt: ttlSeconds((window + 2) * SOURCE_WINDOW_MS) })
      .add({ count: 1 })
      .go({ response: 'none' });
  },
};
