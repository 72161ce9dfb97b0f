/**
 * The browser's copy of the sliding session clock (000 4, 8, 9): every 2xx answer restarts it, and the expiry
 * warning opens a fixed time after the last restart (shared/domain/session.ts says when).
 */
import { useSyncExternalStore } from 'react';
import { LOGOUT_COUNTDOWN_S_DEFAULT, LOGOUT_WARNING_LEAD_S } from '../../../shared/constants';

let refreshedAt = Date.now();
const listeners = new Set<() => void>();

export function touchSessionClock(): void {
  refreshedAt = Date.now();
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The time of the last 2xx answer; components re-render when it moves. */
export function useSessionRefreshedAt(): number {
  return useSyncExternalStore(subscribe, () => refreshedAt);
}

function configuredCountdownS(): number {
  const value = Number(import.meta.env.VITE_LOGOUT_COUNTDOWN_S);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : LOGOUT_COUNTDOWN_S_DEFAULT;
}

/**
 * The countdown shown by the warning: the configured value (300 s by default), but never longer than the session
 * minus the 5 s lead, so a short max age (tests, strict deployments) still ends through the warning.
 */
export function countdownSeconds(maxAgeMs: number, configured = configuredCountdownS()): number {
  return Math.max(1, Math.min(configured, Math.floor(maxAgeMs / 1000) - LOGOUT_WARNING_LEAD_S));
}
