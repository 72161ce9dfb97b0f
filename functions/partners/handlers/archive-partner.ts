import { archivePartnerBodySchema, partnerIdParamsSchema } from '../../../shared/contracts/partners';
import { MESSAGES } from '../../../shared/messages';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http';
import { partnersRepository } from '../partners-repository';
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
