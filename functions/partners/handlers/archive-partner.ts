import { archivePartnerBodySchema, partnerIdParamsSchema } from '@shared/contracts/partners';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { presentPartner } from '../present';

/** PUT /partners/archive/{partnerId}: archive or unarchive (body archived). Super only. */
export default defineRoute({
  request: { params: partnerIdParamsSchema, body: archivePartnerBodySchema },
  async handle({ params, body }) {
    const updated = await partnersRepository.setArchived(params.partnerId, body.archived);
    if (!updated) throw notFound(MESSAGES.partnerNotFound);
    return { body: presentPartner(updated) };
  },
});
