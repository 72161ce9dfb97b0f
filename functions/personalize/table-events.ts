/**
 * The personalize table's real-time events (001 4 'Real-time events'): every variant change is pushed as a ws-event
 * to the campaign's topic, with the variants as they are now. Publishing is after the write; a failed publish is
 * logged, not the caller's failure (the change is written; the grid's next read shows it).
 */
import { campaignTopic, PERSONALIZE_EVENT_SOURCE, PERSONALIZE_TABLE_EVENTS, type PersonalizeTableEvent, type PersonalizeTableEventName, type VariantCounts, type VariantView } from '@shared/contracts/personalize';
import { errorText, logger } from '@functions/lib/logger';
import { publishEvent } from '@functions/lib/realtime';
import type { Caller } from '@functions/lib/session';
import { personalizeRepository, type Tree } from './personalize-repository';
import { countsFromIndex, countsOf, loadTreeVariants } from './variant-views';

/** The events after which the tree's counts (total, active, archived) may differ: they carry the counts as they are now. */
const COUNT_EVENTS = new Set<PersonalizeTableEventName>([
  PERSONALIZE_TABLE_EVENTS.variantCreated,
  PERSONALIZE_TABLE_EVENTS.variantDuplicated,
  PERSONALIZE_TABLE_EVENTS.variantArchived,
  PERSONALIZE_TABLE_EVENTS.variantRestored,
  PERSONALIZE_TABLE_EVENTS.variantActivated,
  PERSONALIZE_TABLE_EVENTS.variantDeactivated,
  PERSONALIZE_TABLE_EVENTS.fallbackChanged,
  PERSONALIZE_TABLE_EVENTS.variantsCountUpdated,
]);

/** The tree's counts after a write, as GET variants answers them (the counters, or the variants when they cannot say). */
async function treeCounts(treeId: string): Promise<VariantCounts | undefined> {
  const tree = await personalizeRepository.getTree(treeId);
  if (!tree) return undefined;
  const counted = await countsFromIndex(tree);
  if (counted) return counted.counts;
  const { variants, ctx } = await loadTreeVariants(tree);
  return countsOf(variants, ctx);
}

/** Events carry at most this many variants; a bigger change sends ids (the grid reloads those). */
export const MAX_EVENT_VARIANTS = 50;

export async function publishTableEvent(
  caller: Caller,
  tree: Pick<Tree, 'id' | 'campaignId'>,
  event: PersonalizeTableEventName,
  payload: Omit<PersonalizeTableEvent, 'campaignId' | 'treeId' | 'userId' | 'variants'> & { variants?: readonly VariantView[] },
): Promise<void> {
  const { variants, ...rest } = payload;
  const body: PersonalizeTableEvent = { campaignId: tree.campaignId, treeId: tree.id, userId: caller.user.id, ...rest };
  if (variants && variants.length <= MAX_EVENT_VARIANTS) body.variants = [...variants];
  else if (variants) body.variantIds = [...(rest.variantIds ?? []), ...variants.map((v) => v._id)];
  // 001 4 'variants count update': the header's counts follow every change of them, in every open grid
  if (!body.counts && COUNT_EVENTS.has(event)) {
    const counts = await treeCounts(tree.id).catch((error: unknown) => {
      logger.warn('personalize counts not read for the event', { event, treeId: tree.id, error: errorText(error) });
      return undefined;
    });
    if (counts) body.counts = counts;
  }
  try {
    await publishEvent({ topic: campaignTopic(tree.campaignId) }, { source: PERSONALIZE_EVENT_SOURCE, event, payload: body });
  } catch (error) {
    logger.warn('personalize table event not published', { event, treeId: tree.id, error: errorText(error) });
  }
}
