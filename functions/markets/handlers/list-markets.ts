import { partnerMarketsParamsSchema } from '@shared/contracts/markets';
import { defineRoute } from '@functions/lib/http';
import { assertPartnerVisible } from '@functions/lib/partner-scope';
import { presentMarket } from '../market-scope';
import { marketsRepository } from '../markets-repository';

/** GET markets/{partnerId}: the partner's markets by name. */
export default defineRoute({
  request: { params: partnerMarketsParamsSchema },
  async handle({ params, caller }) {
    await assertPartnerVisible(caller, params.partnerId);
    return { body: (await marketsRepository.listByPartner(params.partnerId)).map(presentMarket) };
  },
});
