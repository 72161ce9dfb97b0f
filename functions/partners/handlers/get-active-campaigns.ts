import { defineRoute } from '@functions/lib/http';
import { activityCounts } from '../partner-counts';
import { partnersRepository } from '@functions/lib/identity/partners-repository';

/** GET /partners/admin/active-campaigns: partner id → number of active campaigns (super only). */
export default defineRoute({
  async handle() {
    const ids = (await partnersRepository.list()).map((p) => p.id);
    const counts = await activityCounts(ids);
    return { body: Object.fromEntries(ids.map((id) => [id, counts.get(id)!.activeCampaignsCount])) };
  },
});
