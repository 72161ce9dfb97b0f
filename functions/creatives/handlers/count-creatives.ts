/** GET /campaigns/{id}/creatives/count (001 7): the creatives of every tree of the campaign (or one), per status too. */
import { campaignIdParamsSchema, CREATIVE_STATUSES, creativesCountQuerySchema, type CreativesCount } from '@shared/contracts/creatives';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { countByStatus, pickTree, treeCreatives } from '../creative-views';
import { viewModeOf } from '../view-access';

export default defineRoute({
  request: { params: campaignIdParamsSchema, query: creativesCountQuerySchema },
  async handle({ caller, params, query }) {
    const viewmode = viewModeOf(caller, query.viewmode);
    const { campaign } = await campaignInScope(caller, params.id);
    const { trees, tree } = await pickTree(campaign, query.treeId);
    const counted = query.treeId ? [tree!] : trees;
    const creatives = (await Promise.all(counted.map((t) => treeCreatives(t, viewmode, caller.user.id)))).flat();
    const body: CreativesCount = { count: creatives.length, statuses: countByStatus(creatives, CREATIVE_STATUSES) };
    return { body };
  },
});
