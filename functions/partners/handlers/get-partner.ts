import { idParamsSchema } from '@shared/contracts/partners';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { assertPartnerVisible } from '@functions/lib/partner-scope';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { presentPartner } from '../present';

/**
 * GET /partners/{id}: top admins read any partner, everyone else only their own. Another partner answers
 * 'Partner not found' like an unknown one (lib/partner-scope.ts), so the call tells nobody which partners exist.
 */
export default defineRoute({
  request: { params: idParamsSchema },
  async handle({ params, caller }) {
    await assertPartnerVisible(caller, params.id);
    const partner = await partnersRepository.get(params.id);
    if (!partner) throw notFound(MESSAGES.partnerNotFound);
    return { body: presentPartner(partner) };
  },
});
