import { approveFeedBodySchema, campaignParamsSchema } from '@shared/contracts/datasources';
import { defineRoute } from '@functions/lib/http';
import { connectedFeed } from '../feed-scope';
import { approveFeed } from '../refresh';

/** POST campaigns/{id}/datasources/live/approve (ours): the changes held for review (of these rows, or all) go live. */
export default defineRoute({
  request: { params: campaignParamsSchema, body: approveFeedBodySchema },
  async handle({ params, body, caller }) {
    const { campaign } = await connectedFeed(caller, params.id);
    return { body: await approveFeed(campaign, body.keys, caller.user.id, Date.now()) };
  },
});
