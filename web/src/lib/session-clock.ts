/**
 * The browser's copy of the sliding session clock (000 4, 8, 9): every 2xx answer restarts it, and the expiry
 * warning opens a fixed time after the last restart (shared/domain/session.ts says when).
 */
import { useSyncExternalStore } from 'react';
import { LOGOUT_COUNTDOWN_S_DEFAULT } from '@shared/constants';
import { countdownFor } from '@shared/domain/session';

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

/** The countdown for this max age with the configured value (see shared/domain/session.ts). */
export const countdownSeconds = (maxAgeMs: number, configured = configuredCountdownS()) => countdownFor(maxAgeMs, configured);
