/** DELETE B/cards/latest?variantId (001 5 and 9: at least 2 cards): the last card removed. The client's failure text is 'Failed to delete a card'. */
import { cardsQuerySchema, PERSONALIZE_TABLE_EVENTS, treeParamsSchema } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { trackPersonalizeEvent } from '../analytics';
import { cardChange } from '../carousel-cards';
import { personalizeRepository } from '../personalize-repository';
import { publishTableEvent } from '../table-events';
import { treeInScope, variantOf, writeChange } from '../variant-access';
import { editWrites } from '../variant-edits';
import { presentAll, presentContext } from '../variant-views';

export default defineRoute({
  request: { params: treeParamsSchema, query: cardsQuerySchema },
  async handle({ caller, params, query }) {
    const { campaign, tree } = await treeInScope(caller, params, 'write');
    const variant = await variantOf(tree, query.variantId);
    const { formats, cardsCount } = cardChange(tree, variant, false);
    const all = variant.isFallback ? await personalizeRepository.listVariants(tree.id) : [variant];
    const { writes, changed } = editWrites(new Map([[variant.id, { variant, formats, set: { cardsCount } }]]), all, caller);
    await writeChange(writes);
    const views = presentAll(changed, await presentContext(tree));
    await Promise.all([
      publishTableEvent(caller, tree, PERSONALIZE_TABLE_EVENTS.variantEdited, { variants: views }),
      trackPersonalizeEvent(caller, campaign.id, 'contentUpdated', { treeId: tree.id, variantIds: [variant.id], cardsCount }),
    ]);
    return { body: { variant: views[0]!, changed: views.slice(1) } };
  },
});
