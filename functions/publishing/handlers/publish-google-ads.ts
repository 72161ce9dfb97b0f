import { googleAdsPublishBodySchema } from '@shared/contracts/publishing';
import { defineRoute } from '@functions/lib/http';
import { startPublish } from '../start-publish';

/** POST google-ads/publish { campaignId, nodeId, adGroupIds }: the campaign's creatives as image ads in the chosen ad groups. */
export default defineRoute({
  request: { body: googleAdsPublishBodySchema },
  idempotent: true,
  async handle({ body, caller }) {
    return { statusCode: 202, body: await startPublish(caller, { campaignId: body.campaignId, channels: ['gads'], nodeId: body.nodeId, adGroupIds: body.adGroupIds, creativeIds: body.creativeIds }) };
  },
});
