/** Contracts of the partner calls (002 7 'Partners'). */
import * as z from 'zod';
import { PARTNER_TYPES } from '../constants';
import { idSchema } from './common';

export const partnerSchema = z.object({
  _id: idSchema,
  name: z.string(),
  type: z.enum(PARTNER_TYPES),
  archived: z.boolean(),
});
export const partnerListSchema = z.array(partnerSchema);
