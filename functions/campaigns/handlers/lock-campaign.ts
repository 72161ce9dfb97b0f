import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { setQa } from '../campaign-state';

/** PATCH /campaigns/{id}/lock: sets the qa flag (settings, publishing meta and assets are then kept until unlocked). */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  handle: ({ params, caller }) => setQa(caller, params.id, true),
});
