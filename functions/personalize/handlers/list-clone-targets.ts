/**
 * GET /campaigns/personalize/list-accessible-to-clone?variantId (001 7): where a variant may be cloned: the campaigns
 * the caller may access and change (not deleted, archived or locked) with their trees of the variant's platform and
 * format. The variant's own campaign must be in scope (else 404 like an unknown id).
 */
import { cloneTargetsQuerySchema, type CloneTargets } from '@shared/contracts/personalize';
import { MESSAGES } from '@shared/messages';
import { accessibleCampaigns, campaignInScope } from '@functions/campaigns/public';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { personalizeRepository } from '../personalize-repository';

const PARALLEL = 8;

export default defineRoute({
  request: { query: cloneTargetsQuerySchema },
  async handle({ caller, query }) {
    const variant = await personalizeRepository.getVariant(query.variantId);
    if (!variant || variant.partnerId !== caller.partnerId) throw notFound(MESSAGES.entityNotFound);
    await campaignInScope(caller, variant.campaignId);
    const tree = await personalizeRepository.getTree(variant.treeId);
    if (!tree) throw notFound(MESSAGES.entityNotFound);
    const campaigns = (await accessibleCampaigns(caller)).filter((c) => c.status === 'active' && !c.qa);
    const out: CloneTargets['campaigns'] = [];
    for (let i = 0; i < campaigns.length; i += PARALLEL) {
      const batch = campaigns.slice(i, i + PARALLEL);
      const trees = await Promise.all(batch.map((c) => personalizeRepository.listTrees(c.id)));
      batch.forEach((c, k) => {
        const matching = trees[k]!.filter((t) => t.platform === tree.platform && t.format === tree.format);
        if (matching.length) out.push({ _id: c.id, name: c.name, trees: matching.map((t) => ({ _id: t.id, platform: t.platform, format: t.format })) });
      });
    }
    return { body: { campaigns: out } };
  },
});
