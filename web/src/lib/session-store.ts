/**
 * The stored session of 000 3 (local storage: id, role, token, username, email, isConceptOnly; the last used
 * email kept apart) and how a session ends. The server's auth/current-user stays the source of truth; this copy
 * carries the CSRF token for mutations and tells other tabs of this browser that the user logged out.
 */
import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '@shared/contracts/auth';
import { inConceptsOnlyMode } from '@shared/domain/roles';

export type StoredSession = Pick<CurrentUser, 'id' | 'role' | 'token' | 'username' | 'email' | 'isConceptOnly'>;

/** 'logout': the user (or another tab) logged out; 'expired': the server answered 401. */
export type EndReason = 'logout' | 'expired';
export interface SessionEnd {
  reason: EndReason;
  /** The ended session was in concepts-only mode: a 401 then goes to /concepts-only?error=true (000 8). */
  conceptsOnly: boolean;
}

export const SESSION_KEY = 'marquee.session';
const LAST_EMAIL_KEY = 'marquee.lastEmail';

/** What the shell needs to know between the end of one session and the next sign-in. */
export interface SessionStatus {
  loggingOut: boolean;
  /** How the last session of this tab ended, until the sign-in page has been shown. */
  end: SessionEnd | null;
}

type Listener = (end: SessionEnd) => void;
const endListeners = new Set<Listener>();
const stateListeners = new Set<() => void>();
let status: SessionStatus = { loggingOut: false, end: null };

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession | null {
  return read<StoredSession>(SESSION_KEY);
}

export function saveSession(user: CurrentUser): void {
  const { id, role, token, username, email, isConceptOnly } = user;
  const next = JSON.stringify({ id, role, token, username, email, isConceptOnly } satisfies StoredSession);
  if (localStorage.getItem(SESSION_KEY) !== next) localStorage.setItem(SESSION_KEY, next);
  localStorage.setItem(LAST_EMAIL_KEY, JSON.stringify(email));
  if (status.end) setStatus({ end: null });
}

/** The server says there is no session (start-up probe): forget the stale copy (other tabs hear of it). */
export function discardSession(): void {
  localStorage.removeItem(SESSION_KEY);
}

export function lastEmail(): string {
  return read<string>(LAST_EMAIL_KEY) ?? '';
}

/** Clears the stored session and tells the app (the auth sync drops the user and every cached server answer). */
export function endSession(reason: EndReason): void {
  const stored = readSession();
  const conceptsOnly = (stored ? inConceptsOnlyMode(stored) : false) || location.pathname.startsWith('/concepts-only');
  localStorage.removeItem(SESSION_KEY);
  announceEnd({ reason, conceptsOnly });
}

function announceEnd(end: SessionEnd) {
  endListeners.forEach((l) => l(end));
  setStatus({ end, loggingOut: false });
}

export function forgetSessionEnd(): void {
  if (status.end) setStatus({ end: null });
}

export function setLoggingOut(loggingOut: boolean): void {
  if (status.loggingOut !== loggingOut) setStatus({ loggingOut });
}

/** Another tab of this browser cleared the stored session: this tab logs out at once (000 4). */
function onStorage(event: StorageEvent) {
  const cleared = event.key === null || (event.key === SESSION_KEY && event.newValue === null);
  if (cleared && !localStorage.getItem(SESSION_KEY)) {
    announceEnd({ reason: 'logout', conceptsOnly: false });
  }
}

export function onSessionEnd(listener: Listener): () => void {
  if (endListeners.size === 0) window.addEventListener('storage', onStorage);
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
    if (endListeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function setStatus(change: Partial<SessionStatus>) {
  status = { ...status, ...change };
  stateListeners.forEach((l) => l());
}

function subscribeStatus(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(subscribeStatus, () => status);
}
