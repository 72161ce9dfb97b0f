import { campaignParamsSchema } from '@shared/contracts/datasources';
import { defineRoute } from '@functions/lib/http';
import { readableCampaign } from '../feed-scope';
import { liveFeedsRepository } from '../live-feeds-repository';

/** GET campaigns/{id}/datasources/live/changes (ours): the change log, one entry per refresh or approval, newest first. */
export default defineRoute({
  request: { params: campaignParamsSchema },
  async handle({ params, caller }) {
    const campaign = await readableCampaign(caller, params.id);
    return { body: await liveFeedsRepository.listLog(campaign.id) };
  },
});
