import { deleteMarketParamsSchema } from '@shared/contracts/markets';
import { defineRoute } from '@functions/lib/http';
import { assertPartnerVisible } from '@functions/lib/partner-scope';
import { businessNodesRepository } from '@functions/business-nodes/public';
import { marketInScope, presentMarket } from '../market-scope';
import { marketsRepository } from '../markets-repository';

/**
 * DELETE markets/delete/{partnerId}/{id}: deletes a market no business node uses. A market in use is kept and the
 * answer says blockedToDelete (the screen shows 'Delete failed, entity in use'); either way the answer holds the
 * partner's markets after the call.
 */
export default defineRoute({
  request: { params: deleteMarketParamsSchema },
  async handle({ params, caller }) {
    await assertPartnerVisible(caller, params.partnerId);
    const market = await marketInScope(caller, params.id, params.partnerId);
    const blockedToDelete = await businessNodesRepository.isMarketInUse(params.partnerId, market.id);
    if (!blockedToDelete) await marketsRepository.delete(market);
    return { body: { markets: (await marketsRepository.listByPartner(params.partnerId)).map(presentMarket), blockedToDelete } };
  },
});
