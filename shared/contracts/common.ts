import * as z from 'zod';
import { ID_PATTERN } from '../domain/ids';

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
