/**
 * DELETE campaigns/{campaignId}/personalize/{treeId}/signals/{signalId} (001 7): removes the signal, and takes it out
 * of the variants that use it first (removeSignalFromVariants), so no variant names a signal that is gone.
 * Table events variant-edited (the variants changed) and signal-removed.
 */
import { signalParamsSchema } from '@shared/contracts/personalize-signals';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { trackPersonalizeEvent } from '../analytics';
import { publishTableEvent, signalTree, signalWrite } from '../signal-support';
import { signalsRepository } from '../signals-repository';
import { presentVariant } from '../present';
import { removeSignalFromVariants, signalContext } from '../signal-variants';

export default defineRoute({
  request: { params: signalParamsSchema },
  async handle({ caller, params }) {
    const { tree, ref } = await signalTree(caller, params, true);
    const signal = await signalsRepository.get(ref, params.signalId);
    if (!signal) throw notFound(MESSAGES.signalNotFound);
    const changed = await removeSignalFromVariants(tree, signal);
    await signalWrite(() => signalsRepository.remove(ref, signal));
    if (changed.length) {
      const context = await signalContext(ref);
      await publishTableEvent(caller, ref, 'variant-edited', { variants: changed.map((v) => presentVariant(v, context)) });
    }
    await publishTableEvent(caller, ref, 'signal-removed', { signalId: signal.id });
    await trackPersonalizeEvent(caller, ref.campaignId, signal.type === 'userSegment' ? 'userSegmentDeleted' : 'scheduleDeleted', { treeId: ref.treeId, signalId: signal.id });
    return { statusCode: 204 };
  },
});
