/**
 * POST campaigns/{campaignId}/personalize/{treeId}/signal (001 7): a user segment (a segment type the tree's platform
 * allows, 001 3) or a schedule. A name the tree has already answers 422 'Already exist' (the name claim is written
 * with the signal); table event signal-created.
 */
import { signalBodySchema, treeParamsSchema } from '@shared/contracts/personalize-signals';
import { newId } from '@functions/lib/ids';
import { defineRoute } from '@functions/lib/http';
import { trackPersonalizeEvent } from '../analytics';
import { campaignTimeZone, checkSegmentType, presentSignal, publishTableEvent, signalFields, signalTree, signalWrite } from '../signal-support';
import { signalsRepository } from '../signals-repository';

export default defineRoute({
  request: { params: treeParamsSchema, body: signalBodySchema },
  idempotent: true,
  async handle({ caller, params, body }) {
    const { campaign, tree, ref } = await signalTree(caller, params, true);
    if (body.type === 'userSegment') checkSegmentType(tree, body.segmentType);
    const fields = signalFields(body, body.type === 'schedule' ? await campaignTimeZone(campaign) : undefined);
    const signal = presentSignal(await signalWrite(() => signalsRepository.create(ref, newId(), fields)));
    await publishTableEvent(caller, ref, 'signal-created', { signal, signalId: signal._id });
    await trackPersonalizeEvent(caller, ref.campaignId, body.type === 'userSegment' ? 'userSegmentCreated' : 'scheduleCreated', { treeId: ref.treeId, signalId: signal._id });
    return { statusCode: 201, body: signal };
  },
});
