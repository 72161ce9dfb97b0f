/**
 * PATCH campaigns/{campaignId}/personalize/{treeId}/formats/signals `{ variants, userSegment?, schedule? }` (001 7):
 * sets the signals of each type given on those variants of the tree (a type left out stays as it is). Every id must
 * be a signal of the tree of that type and every variant of the tree ('Cannot update signals' otherwise, nothing
 * written); a variant left without user segments turns off unless it is the fallback (001 4). Conditional on each
 * variant's revision: a concurrent edit answers 409 and writes nothing of that transaction. Table event variant-edited.
 */
import { assignSignalsBodySchema, treeParamsSchema } from '@shared/contracts/personalize-signals';
import { MESSAGES } from '@shared/messages';
import { AppError, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { trackPersonalizeEvent } from '../analytics';
import { personalizeRepository, TreeConflictError } from '../personalize-repository';
import { presentVariant } from '../present';
import { publishTableEvent, signalTree } from '../signal-support';
import { assignSignals, signalContext } from '../signal-variants';

export default defineRoute({
  request: { params: treeParamsSchema, body: assignSignalsBodySchema },
  async handle({ caller, params, body }) {
    const { tree, ref } = await signalTree(caller, params, true);
    const [context, all] = await Promise.all([signalContext(ref), personalizeRepository.listVariants(tree.id)]);
    const byId = new Map(all.map((v) => [v.id, v]));
    const variants = [...new Set(body.variants)].map((id) => byId.get(id));
    const wrongSignal = (['userSegment', 'schedule'] as const).some((kind) => (body[kind] ?? []).some((id) => context.signals.get(id)?.type !== kind));
    if (variants.some((v) => !v) || wrongSignal) throw unprocessable(MESSAGES.cannotUpdateSignals);
    const given = { ...(body.userSegment ? { userSegment: [...new Set(body.userSegment)] } : {}), ...(body.schedule ? { schedule: [...new Set(body.schedule)] } : {}) };
    let outcome: Awaited<ReturnType<typeof assignSignals>>;
    try {
      outcome = await assignSignals(variants as NonNullable<(typeof variants)[number]>[], given);
    } catch (error) {
      if (error instanceof TreeConflictError) throw new AppError('UNPROCESSABLE_ENTITY', 409, MESSAGES.updateFailedInUse);
      throw error;
    }
    const presented = outcome.variants.map((v) => presentVariant(v, context));
    await publishTableEvent(caller, ref, 'variant-edited', { variants: presented });
    const detail = { treeId: ref.treeId, variantIds: presented.map((v) => v._id) };
    if (outcome.userSegment.added) await trackPersonalizeEvent(caller, ref.campaignId, 'userSegmentAssigned', detail);
    if (outcome.userSegment.removed) await trackPersonalizeEvent(caller, ref.campaignId, 'userSegmentUnassigned', detail);
    if (outcome.schedule.added) await trackPersonalizeEvent(caller, ref.campaignId, 'scheduleAssigned', detail);
    if (outcome.schedule.removed) await trackPersonalizeEvent(caller, ref.campaignId, 'scheduleUnassigned', detail);
    return { body: { variants: presented } };
  },
});
