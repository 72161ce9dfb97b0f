/**
 * The personalize table's real-time events (001 4 'Real-time events'): every variant change is pushed as a ws-event
 * to the campaign's topic, with the variants as they are now. Publishing is after the write; a failed publish is
 * logged, not the caller's failure (the change is written; the grid's next read shows it).
 */
import { campaignTopic, PERSONALIZE_EVENT_SOURCE, type PersonalizeTableEvent, type PersonalizeTableEventName, type VariantView } from '@shared/contracts/personalize';
import { errorText, logger } from '@functions/lib/logger';
import { publishEvent } from '@functions/lib/realtime';
import type { Caller } from '@functions/lib/session';
import type { Tree } from './personalize-repository';

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
  try {
    await publishEvent({ topic: campaignTopic(tree.campaignId) }, { source: PERSONALIZE_EVENT_SOURCE, event, payload: body });
  } catch (error) {
    logger.warn('personalize table event not published', { event, treeId: tree.id, error: errorText(error) });
  }
}
