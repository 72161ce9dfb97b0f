import { marketBodySchema, marketIdParamsSchema } from '@shared/contracts/markets';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { marketInScope, presentMarket } from '../market-scope';
import { marketsRepository } from '../markets-repository';

/** PUT markets/update/{id}: rename a market of the current partner; the name stays unique ('Already exist'). */
export default defineRoute({
  request: { params: marketIdParamsSchema, body: marketBodySchema },
  async handle({ params, body, caller }) {
    const market = await marketInScope(caller, params.id);
    const renamed = await marketsRepository.rename(market, body.name);
    if (!renamed) throw notFound();
    return { body: presentMarket(renamed) };
  },
});
