import { audienceBodySchema, campaignQuerySchema } from '@shared/contracts/audiences';
import { defineRoute } from '@functions/lib/http';
import { presentAudience } from '../audience-scope';
import { createAudience } from '../audience-writes';
import { changeableCampaign } from '../campaign-scope';

/** POST audiences?campaignId (001 7 'create'): a new audience of the campaign; its name unique there ('Already exist'). */
export default defineRoute({
  idempotent: true,
  request: { query: campaignQuerySchema, body: audienceBodySchema },
  async handle({ query, body, caller }) {
    const campaign = await changeableCampaign(caller, query.campaignId);
    return { statusCode: 201, body: presentAudience(await createAudience({ partnerId: caller.partnerId, campaignId: campaign.id }, body)) };
  },
});
