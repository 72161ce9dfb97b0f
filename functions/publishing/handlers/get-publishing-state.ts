import { campaignParamsSchema } from '@shared/contracts/publishing';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { publishingState } from '../publishing-state';

/** GET campaigns/{id}/publishing/state: each channel's last job with its creatives' upload and activation status. */
export default defineRoute({
  request: { params: campaignParamsSchema },
  async handle({ params, caller }) {
    const { campaign } = await campaignInScope(caller, params.id);
    return { body: await publishingState(campaign) };
  },
});
