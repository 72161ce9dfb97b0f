import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { restore } from '../campaign-state';

/** PATCH /campaigns/{id}/restore: a deleted campaign back to the active view, its templates in use again. */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  handle: ({ params, caller }) => restore(caller, params.id),
});
