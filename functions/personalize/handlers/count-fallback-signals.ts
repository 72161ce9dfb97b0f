/**
 * GET campaigns/{campaignId}/personalize/{treeId}/variants/fallback/signals/count (001 7): how many user segments the
 * tree's fallback variant has (signals still in the tree); the client warns that schedules need a user segment when
 * it is 0 (001 4). A tree without a fallback counts 0.
 */
import { treeParamsSchema } from '@shared/contracts/personalize-signals';
import { defineRoute } from '@functions/lib/http';
import { personalizeRepository } from '../personalize-repository';
import { signalTree } from '../signal-support';
import { signalContext } from '../signal-variants';

export default defineRoute({
  request: { params: treeParamsSchema },
  async handle({ caller, params }) {
    const { tree, ref } = await signalTree(caller, params);
    const fallback = (await personalizeRepository.listVariants(tree.id)).find((v) => v.isFallback && !v.archived);
    if (!fallback) return { body: { count: 0 } };
    const { signals } = await signalContext(ref);
    return { body: { count: fallback.signals.userSegment.filter((id) => signals.has(id)).length } };
  },
});
