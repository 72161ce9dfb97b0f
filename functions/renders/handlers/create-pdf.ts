import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { approvalStatusBodySchema } from '@shared/contracts/renders';
import { defineRoute } from '@functions/lib/http';
import { startScreenshots } from '../screenshot-jobs';

/** POST /campaigns/{id}/create-pdf { approvalStatus }: 202, the job (screenshots, then one PDF of them) and its size. */
export default defineRoute({
  idempotent: true,
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema, body: approvalStatusBodySchema },
  handle: async ({ params, body, caller }) => ({ statusCode: 202, body: await startScreenshots(caller, params.id, body.approvalStatus, 'pdf') }),
});
