import { marketBodySchema, partnerMarketsParamsSchema } from '@shared/contracts/markets';
import { defineRoute } from '@functions/lib/http';
import { assertPartnerVisible } from '@functions/lib/partner-scope';
import { presentMarket } from '../market-scope';
import { marketsRepository } from '../markets-repository';

/** POST markets/create/{partnerId}: a new market; its name is unique in the partner ('Already exist'). */
export default defineRoute({
  idempotent: true,
  request: { params: partnerMarketsParamsSchema, body: marketBodySchema },
  async handle({ params, body, caller }) {
    await assertPartnerVisible(caller, params.partnerId);
    return { statusCode: 201, body: presentMarket(await marketsRepository.create(params.partnerId, body.name)) };
  },
});
