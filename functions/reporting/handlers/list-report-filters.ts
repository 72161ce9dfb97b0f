import type { ReportFilters } from '@shared/contracts/report-dashboard';
import { MESSAGES } from '@shared/messages';
import { isTopAdmin } from '@shared/domain/roles';
import { businessNodesRepository } from '@functions/business-nodes/public';
import { accessibleCampaigns } from '@functions/campaigns/public';
import { personalisationTypeOf } from '@functions/campaigns/public';
import { badRequest } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';

/**
 * GET /report/filters: the dashboard's filter lists whose labels the facts do not carry (002 3 'Available filter
 * lists'): the campaigns the caller may access (id, name, channel, delivery type) and the market nodes they run on. The other lists
 * (audiences, objectives, ...) are splits on one field through POST /report. No accessible campaign: 'Wrong campaigns'
 * (002 5), as a 400: the caller may call the route, there is just nothing to filter. Top admins skip the campaign
 * access filter (002 6): for them a partner without campaigns is empty lists, not an error.
 */
export default defineRoute({
  async handle({ caller }) {
    const campaigns = await accessibleCampaigns(caller);
    if (campaigns.length === 0 && !isTopAdmin(caller.user.role)) throw badRequest(MESSAGES.wrongCampaigns);
    const nodes = await businessNodesRepository.listByPartner(caller.partnerId);
    const used = new Set(campaigns.map((c) => c.businessNodeId));
    const body: ReportFilters = {
      campaigns: campaigns
        .map((c) => ({ id: c.id, name: c.name, platform: c.platform, deliveryType: personalisationTypeOf(c) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      markets: nodes
        .filter((n) => n.type === 'market' && used.has(n.id))
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
    return { body };
  },
});
