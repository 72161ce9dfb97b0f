import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { approvalStatusBodySchema } from '@shared/contracts/renders';
import { defineRoute } from '@functions/lib/http';
import { startScreenshots } from '../screenshot-jobs';

/** POST /campaigns/{id}/make-screenshots { approvalStatus }: 202, the job and how many creatives it shoots. */
export default defineRoute({
  idempotent: true,
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema, body: approvalStatusBodySchema },
  handle: async ({ params, body, caller }) => ({ statusCode: 202, body: await startScreenshots(caller, params.id, body.approvalStatus, 'screenshots') }),
});
