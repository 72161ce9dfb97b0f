/** Password and name rules of 000 5 / 002 5 'Users and passwords': pure, shared by the API (zod) and the checklist. */
import { PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { hasOnlyNameCharacters } from './names';

export const PASSWORD_CODES = ['PASSWORD_TOO_SHORT', 'PASSWORD_NO_LOWERCASE', 'PASSWORD_NO_UPPERCASE', 'PASSWORD_NO_DIGIT'] as const;
export type PasswordCode = (typeof PASSWORD_CODES)[number];
export type NameCode = 'NAME_REQUIRED';

/** The checklist in the order the screens show it (000 5): each item is met when its test passes. */
export const PASSWORD_RULES: readonly { code: PasswordCode; label: string; test: (password: string) => boolean }[] = [
  { code: 'PASSWORD_TOO_SHORT', label: `${PASSWORD_MIN_LENGTH} characters minimum`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { code: 'PASSWORD_NO_LOWERCASE', label: 'A lowercase letter', test: (p) => /\p{Ll}/u.test(p) },
  { code: 'PASSWORD_NO_UPPERCASE', label: 'An uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { code: 'PASSWORD_NO_DIGIT', label: 'A digit', test: (p) => /\d/.test(p) },
];

/** The codes of the rules a password does not meet yet; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordCode[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.code);
}

export const NAME_LEADING_SPACE = 'Spaces are not allowed in the beginning of the name';

/**
 * NAME_REQUIRED for an empty name; the leading-space text for a name that starts with a space; the name rule's text
 * for control, bidi or zero-width characters (shared/domain/names.ts); else null.
 */
export function nameProblem(name: string): NameCode | typeof NAME_LEADING_SPACE | typeof MESSAGES.nameCharactersNotAllowed | null {
  if (!name.trim()) return 'NAME_REQUIRED';
  if (/^\s/.test(name)) return NAME_LEADING_SPACE;
  if (!hasOnlyNameCharacters(name.trim())) return MESSAGES.nameCharactersNotAllowed;
  return null;
}

/**
 * Email of 000 5: a standard local part (dot-atoms or a quoted string) at a domain whose top level has at least two
 * letters, or at a bracketed IPv4 address.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);
