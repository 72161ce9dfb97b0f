/**
 * Carousel cards of a Meta variant (001 3 'Publishing field names' card{N}Image/Headline/Description/WebsiteUrl;
 * 001 5 and 9: 2 to 10 cards, 3 by default). Cards are dynamic elements of each of the variant's formats; adding or
 * removing one edits the creatives (001 4 edit consequences).
 */
import type { DynamicElementValue, VariantFormatState } from '@shared/domain/personalize';
import { CAROUSEL_DEFAULT_CARDS, canAddCard, canRemoveCard, cardFieldNames } from '@shared/domain/variant-rules';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import type { Tree, Variant } from './personalize-repository';

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
