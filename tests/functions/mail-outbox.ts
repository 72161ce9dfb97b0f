/** Reads what the mail port wrote to the embedded outbox, as a person would open the mail. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  link: string;
}

export function mailsTo(email: string): SentMail[] {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as SentMail)
    .filter((m) => m.to === email.toLowerCase());
}

/** The token of the newest mail to this address (the last path segment of its link). */
export function lastTokenTo(email: string): string {
  const mails = mailsTo(email);
  if (!mails.length) throw new Error(`no mail to ${email}`);
  return mails[mails.length - 1].link.split('/').pop()!;
}

let n = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${n++}@example.com`;
