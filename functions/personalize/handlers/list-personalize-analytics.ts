/** GET campaigns/{id}/personalize/analytics (ours; 001 7 'Tracked analytics events'): a campaign's events, newest first. */
import { campaignParamsSchema } from '@shared/contracts/personalize';
import { listAnalyticsQuerySchema } from '@shared/contracts/personalize-analytics';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { analyticsRepository } from '../analytics';

export default defineRoute({
  request: { params: campaignParamsSchema, query: listAnalyticsQuerySchema },
  async handle({ caller, params, query }) {
    const { campaign } = await campaignInScope(caller, params.id);
    return { body: await analyticsRepository.listByCampaign(campaign.id, query.pageSize, query.cursor) };
  },
});
