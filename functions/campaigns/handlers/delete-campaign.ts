import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { setStatus } from '../campaign-state';

/**
 * PATCH /campaigns/{id}/delete: moves the campaign to the deleted view (it keeps its name and data, and can be
 * restored); its templates are no longer in use by it.
 */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  handle: ({ params, caller }) => setStatus(caller, params.id, 'deleted'),
});
