import { defineRoute } from '@functions/lib/http';
import { partnerCounts } from '../partner-counts';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { presentPartner } from '../present';

/** GET /partners/admin: every partner with its counts of active campaigns, concepts and users (super only). */
export default defineRoute({
  async handle() {
    const partners = await partnersRepository.list();
    const counts = await partnerCounts(partners.map((p) => p.id));
    return { body: partners.map((p) => ({ ...presentPartner(p), ...counts.get(p.id)! })) };
  },
});
