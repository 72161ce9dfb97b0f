/** The session clock of 000 4 and 9: when the expiry warning shows and what it displays. Pure: pass `now` in. */
import { LOGOUT_WARNING_LEAD_S } from '../constants';

export interface SessionClockConfig {
  maxAgeMs: number;
  countdownS: number;
}

/** Milliseconds after the last refresh at which the warning modal opens: max age minus (countdown + 5) s. */
export function warningDelayMs({ maxAgeMs, countdownS }: SessionClockConfig): number {
  return Math.max(0, maxAgeMs - (countdownS + LOGOUT_WARNING_LEAD_S) * 1000);
}

/** Seconds left on the countdown `elapsedMs` after the warning opened (never below zero). */
export function secondsLeft(countdownS: number, elapsedMs: number): number {
  return Math.max(0, countdownS - Math.floor(elapsedMs / 1000));
}

/** Title and icon flash on odd seconds. */
export function isFlashing(seconds: number): boolean {
  return seconds % 2 === 1;
}

/** hh:mm:ss, the spec's time display (000 9). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * The countdown shown by the warning: the configured value (300 s by default, 000 9), but never more than half of
 * the session left after the 5 s lead, so a short max age (tests, strict deployments) still leaves time between an
 * answer and the warning. With the default 15 minutes the spec's figures hold exactly (warning at 595 s).
 */
export function countdownFor(maxAgeMs: number, configured: number): number {
  const half = Math.floor((Math.floor(maxAgeMs / 1000) - LOGOUT_WARNING_LEAD_S) / 2);
  return Math.max(1, Math.min(configured, half));
}
