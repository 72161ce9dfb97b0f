/** Contracts of the partner calls (002 7 'Partners'). */
import * as z from 'zod';
import { PARTNER_NAME_MAX_LENGTH, PARTNER_TYPES } from '../constants';
import { idSchema, typedName } from './common';

export const partnerSchema = z.object({
  _id: idSchema,
  name: z.string(),
  type: z.enum(PARTNER_TYPES),
  archived: z.boolean(),
});
export const partnerListSchema = z.array(partnerSchema);

/** The partners table of /partners (002 3 'Partner'): the partner plus its counts. */
export const partnerAdminSchema = partnerSchema.extend({
  activeCampaignsCount: z.number().int().nonnegative(),
  activeConceptsCount: z.number().int().nonnegative(),
  usersCount: z.number().int().nonnegative(),
});
export type PartnerAdmin = z.infer<typeof partnerAdminSchema>;
export const partnerAdminListSchema = z.array(partnerAdminSchema);

/** GET /partners/admin/active-campaigns: partner id → count of active campaigns. */
export const activeCampaignsSchema = z.record(z.string(), z.number().int().nonnegative());

export const partnerNameSchema = typedName(z.string().min(1, 'Name is required').max(PARTNER_NAME_MAX_LENGTH));

/** POST /partners: the partner object; _id and the counts, if sent, are ignored. */
export const createPartnerBodySchema = z.object({
  name: partnerNameSchema,
  type: z.enum(PARTNER_TYPES),
  archived: z.boolean().optional(),
});
export type CreatePartnerBody = z.input<typeof createPartnerBodySchema>;

/** PUT /partners: the partner object with its _id; archived changes only through the archive call. */
export const updatePartnerBodySchema = createPartnerBodySchema.omit({ archived: true }).extend({ _id: idSchema });
export type UpdatePartnerBody = z.input<typeof updatePartnerBodySchema>;

/** PUT /partners/archive/{partnerId}: body archived. */
export const archivePartnerBodySchema = z.object({ archived: z.boolean() });
export const partnerIdParamsSchema = z.object({ partnerId: idSchema });
export const idParamsSchema = z.object({ id: idSchema });
