/**
 * PUT campaigns/{campaignId}/personalize/{treeId}/signals/{signalId} (001 7): the signal's new payload, of the same
 * type; a name another signal of the tree has answers 422 'Already exist'. Table event signal-edited.
 */
import { signalBodySchema, signalParamsSchema } from '@shared/contracts/personalize-signals';
import { MESSAGES } from '@shared/messages';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { trackPersonalizeEvent } from '../analytics';
import { campaignTimeZone, checkSegmentType, presentSignal, publishTableEvent, signalFields, signalTree, signalWrite } from '../signal-support';
import { signalsRepository } from '../signals-repository';

export default defineRoute({
  request: { params: signalParamsSchema, body: signalBodySchema },
  async handle({ caller, params, body }) {
    const { campaign, tree, ref } = await signalTree(caller, params, true);
    const current = await signalsRepository.get(ref, params.signalId);
    if (!current) throw notFound(MESSAGES.signalNotFound);
    if (current.type !== body.type) throw unprocessable(MESSAGES.signalTypeFixed);
    if (body.type === 'userSegment') checkSegmentType(tree, body.segmentType);
    const fields = signalFields(body, body.type === 'schedule' ? await campaignTimeZone(campaign) : undefined);
    const updated = await signalWrite(() => signalsRepository.update(ref, params.signalId, fields));
    if (!updated) throw notFound(MESSAGES.signalNotFound);
    const signal = presentSignal(updated);
    await publishTableEvent(caller, ref, 'signal-edited', { signal, signalId: signal._id });
    await trackPersonalizeEvent(caller, ref.campaignId, body.type === 'userSegment' ? 'userSegmentUpdated' : 'scheduleUpdated', { treeId: ref.treeId, signalId: signal._id });
    return { body: signal };
  },
});
