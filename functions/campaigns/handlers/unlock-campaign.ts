import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { setQa } from '../campaign-state';

/** PATCH /campaigns/{id}/unlock: clears the qa flag. */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  handle: ({ params, caller }) => setQa(caller, params.id, false),
});
