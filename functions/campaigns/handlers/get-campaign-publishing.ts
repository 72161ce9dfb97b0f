import { campaignIdParamsSchema, type CampaignPublishingDto } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { campaignInScope } from '../campaign-access';
import { publishingOf, settingsOf } from '../present';

/** GET /campaigns/{id}/publishing: the publishing meta (001 3) with the campaign's platform and deliveries. */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { campaign } = await campaignInScope(caller, params.id);
    const body: CampaignPublishingDto = { campaignId: campaign.id, publishing: publishingOf(campaign), deliveries: settingsOf(campaign).deliveries, platform: campaign.platform };
    return { body };
  },
});
