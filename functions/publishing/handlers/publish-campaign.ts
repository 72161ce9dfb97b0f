import { campaignParamsSchema, publishBodySchema, type PublishChannel } from '@shared/contracts/publishing';
import { defineRoute } from '@functions/lib/http';
import { startPublish } from '../start-publish';

/** POST campaigns/{id}/publish { channels }: 202 with the job; progress on campaign:{id}, the end as a notification. */
export default defineRoute({
  request: { params: campaignParamsSchema, body: publishBodySchema },
  idempotent: true,
  async handle({ params, body, caller }) {
    return { statusCode: 202, body: await startPublish(caller, { campaignId: params.id, channels: body.channels as PublishChannel[], creativeIds: body.creativeIds }) };
  },
});
