/** How write-only secrets (publishing tokens, storage keys) show: never in full. */
/** How a write-only secret shows: its last four characters behind dots, or dots alone when it is too short to hint. */
export function maskSecret(hint: string | null | undefined): string {
  return `••••${hint ?? ''}`;
}

/** The hint kept beside an encrypted secret: the last four characters of one long enough that they give little away. */
export function secretHint(secret: string): string {
  return secret.length >= 12 ? secret.slice(-4) : '';
}
