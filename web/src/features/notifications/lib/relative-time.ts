import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { RECENT_TIME_MS } from '@shared/constants';

dayjs.extend(relativeTime);

/** When something happened, as a user reads it: 'a few seconds ago' under 20 s (001 9), then dayjs's words. */
export function relativeTimeLabel(iso: string, now: number): string {
  const ago = now - Date.parse(iso);
  if (ago < RECENT_TIME_MS) return 'a few seconds ago';
  if (ago < 45_000) return `${Math.floor(ago / 1000)} seconds ago`;
  return dayjs(iso).from(now);
}
