/**
 * Carousel cards of a Meta variant (001 3 'Publishing field names' card{N}Image/Headline/Description/WebsiteUrl;
 * 001 5 and 9: 2 to 10 cards, 3 by default). Cards are dynamic elements of each of the variant's formats; adding or
 * removing one edits the creatives (001 4 edit consequences).
 */
import { PERSONALIZE_TABLE_EVENTS } from '@shared/contracts/personalize';
import type { DynamicElementValue, VariantFormatState } from '@shared/domain/personalize';
import { CAROUSEL_DEFAULT_CARDS, canAddCard, canRemoveCard, cardFieldNames } from '@shared/domain/variant-rules';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { trackPersonalizeEvent } from './analytics';
import { personalizeRepository, type Tree, type Variant } from './personalize-repository';
import { publishTableEvent } from './table-events';
import { treeInScope, variantOf, writeChange } from './variant-access';
import { editWrites } from './variant-edits';
import { presentAll, presentContext } from './variant-views';

const META = 'facebook';

const cardElements = (n: number): Record<string, DynamicElementValue> => {
  const [image, headline, description, url] = cardFieldNames(n) as [string, string, string, string];
  return { [image]: { value: '', type: 'image' }, [headline]: { value: '', type: 'text', optional: true }, [description]: { value: '', type: 'text', optional: true }, [url]: { value: '', type: 'url' } };
};

/** The variant's formats with `count` cards: missing cards' fields added empty, cards above removed. */
function withCards(formats: Record<string, VariantFormatState>, count: number): Record<string, VariantFormatState> {
  const out: Record<string, VariantFormatState> = {};
  for (const [id, f] of Object.entries(formats)) {
    const dynamicElements = { ...f.dynamicElements };
    for (let n = 1; n <= count; n++) for (const [name, el] of Object.entries(cardElements(n))) dynamicElements[name] ??= el;
    for (let n = count + 1; n <= 10; n++) for (const name of cardFieldNames(n)) delete dynamicElements[name];
    out[id] = { ...f, dynamicElements, status: 'unapproved', approved: false, screenshotRenderStatus: 'unrendered' };
  }
  return out;
}

export function cardChange(tree: Tree, v: Variant, add: boolean): { formats: Record<string, VariantFormatState>; cardsCount: number } {
  if (tree.platform !== META) throw unprocessable(MESSAGES.notACarouselTree);
  const count = v.cardsCount ?? CAROUSEL_DEFAULT_CARDS;
  if (add && !canAddCard(count)) throw unprocessable(MESSAGES.maxCardsReached);
  if (!add && !canRemoveCard(count)) throw unprocessable(MESSAGES.minCardsReached);
  const next = add ? count + 1 : count - 1;
  return { formats: withCards(v.formats, next), cardsCount: next };
}

/**
 * POST cards/new and DELETE cards/latest: a card more or less on the variant, written as an edit (001 4: its creatives
 * go for approval; an edited fallback takes the others off), published and tracked. Answers the variant and the other
 * variants the edit changed.
 */
export async function changeCards(caller: Caller, params: { campaignId: string; treeId: string }, variantId: string, add: boolean) {
  const { campaign, tree } = await treeInScope(caller, params, 'write');
  const variant = await variantOf(tree, variantId);
  const { formats, cardsCount } = cardChange(tree, variant, add);
  const all = variant.isFallback ? await personalizeRepository.listVariants(tree.id) : [variant];
  const { writes, changed } = editWrites(new Map([[variant.id, { variant, formats, set: { cardsCount } }]]), all, caller);
  await writeChange(writes);
  const views = presentAll(changed, await presentContext(tree));
  await Promise.all([
    publishTableEvent(caller, tree, PERSONALIZE_TABLE_EVENTS.variantEdited, { variants: views }),
    trackPersonalizeEvent(caller, campaign.id, 'contentUpdated', { treeId: tree.id, variantIds: [variant.id], cardsCount }),
  ]);
  return { variant: views[0]!, changed: views.slice(1) };
}
