import * as z from 'zod';
import { ID_PATTERN } from '../domain/ids';
import { hasOnlyNameCharacters, normaliseName } from '../domain/names';
import { MESSAGES } from '../messages';

export const idSchema = z.string().regex(ID_PATTERN, 'Must be a 24-character id');

/** The one error shape every failed call answers with. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  kind: z.enum(['NOT_ALLOWED', 'DEFAULT_ERROR', 'NOT_FOUND', 'NOT_AUTHORIZED', 'UNPROCESSABLE_ENTITY', 'SERVICE_UNAVAILABLE']),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorKind = ErrorBody['kind'];

/** Query partnerId is the current partner (000 7.3). */
export const partnerQuerySchema = z.object({ partnerId: idSchema.optional() });

/**
 * A name a user types (shared/domain/names.ts): made NFC and trimmed, refused when it holds control, bidi or zero-width
 * characters or lone surrogates; then the field's own rule (required, length) applies to the normalised name.
 * Every user-typed name field of every contract goes through this one helper.
 */
export const typedName = <T extends z.ZodType<string, string>>(rule: T) =>
  z.string().transform(normaliseName).refine(hasOnlyNameCharacters, MESSAGES.nameCharactersNotAllowed).pipe(rule);

/** A comma-separated query value as a list of distinct items (at most `max`). */
export const commaList = <T extends z.ZodType<unknown, string>>(item: T, max: number) =>
  z
    .string()
    .max(max * 30)
    .transform((s) => [...new Set(s.split(',').map((v) => v.trim()).filter(Boolean))])
    .pipe(z.array(item).max(max));
