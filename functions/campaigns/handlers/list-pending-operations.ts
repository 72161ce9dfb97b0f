import { campaignIdParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { campaignInScope } from '../campaign-access';

/** GET /campaigns/{id}/pending-operations (001 3 'Pending operation': operationId, variants, column). */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { campaign } = await campaignInScope(caller, params.id);
    return { body: campaign.pendingOperations ?? [] };
  },
});
