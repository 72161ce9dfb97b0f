import { randomBytes } from 'node:crypto';

let last = 0;
let counter = randomBytes(3).readUIntBE(0, 3);

/** 24-character lowercase hex, time-ordered: 12 hex of milliseconds, 6 of a per-process counter, 6 random. */
export function newId(now = Date.now()): string {
  if (now !== last) last = now;
  counter = (counter + 1) & 0xffffff;
  return (
    now.toString(16).padStart(12, '0').slice(-12) +
    counter.toString(16).padStart(6, '0') +
    randomBytes(3).toString('hex')
  );
}

/** An unguessable secret for session ids and CSRF tokens. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}
