/** POST B/cards/new {variantId} (001 5 and 9: up to 10 cards): a card added to the variant's carousel, empty. The client's failure text is 'Failed to add a card'. */
import { cardsBodySchema, treeParamsSchema } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { changeCards } from '../carousel-cards';

export default defineRoute({
  request: { params: treeParamsSchema, body: cardsBodySchema },
  async handle({ caller, params, body }) {
    return { body: await changeCards(caller, params, body.variantId, true) };
  },
});
