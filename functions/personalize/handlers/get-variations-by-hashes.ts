/** GET /campaigns/variations/{hashes} (001 7 'Creatives and approvals', 002 7): comma-separated variation or reporting hashes. */
import { variationHashesParamsSchema } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { presentVariation } from '../present';
import { accessibleVariations } from '../variation-reads';

export default defineRoute({
  request: { params: variationHashesParamsSchema },
  async handle({ caller, params }) {
    return { body: { variations: (await accessibleVariations(caller, params.hashes)).map(presentVariation) } };
  },
});
