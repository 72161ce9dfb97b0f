import { campaignParamsSchema } from '@shared/contracts/datasources';
import { defineRoute } from '@functions/lib/http';
import { readableCampaign } from '../feed-scope';
import { feedView } from '../refresh';

/** GET campaigns/{id}/datasources/live (ours): the feed (null before one is connected) and each row's live and pending state. */
export default defineRoute({
  request: { params: campaignParamsSchema },
  async handle({ params, caller }) {
    const campaign = await readableCampaign(caller, params.id);
    return { body: await feedView(campaign.id) };
  },
});
