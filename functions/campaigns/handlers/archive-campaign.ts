import { archiveCampaignBodySchema, campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { setStatus } from '../campaign-state';

/** PUT /campaigns/{id}/archive {archived}: true archives, false brings an archived campaign back to the active view. */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema, body: archiveCampaignBodySchema },
  handle: ({ params, body, caller }) => setStatus(caller, params.id, body.archived ? 'archived' : 'active'),
});
