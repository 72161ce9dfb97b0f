/** DELETE B/cards/latest?variantId (001 5 and 9: at least 2 cards): the last card removed. The client's failure text is 'Failed to delete a card'. */
import { cardsQuerySchema, treeParamsSchema } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { changeCards } from '../carousel-cards';

export default defineRoute({
  request: { params: treeParamsSchema, query: cardsQuerySchema },
  async handle({ caller, params, query }) {
    return { body: await changeCards(caller, params, query.variantId, false) };
  },
});
