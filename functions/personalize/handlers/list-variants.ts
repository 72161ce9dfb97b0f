/** GET campaigns/{campaignId}/personalize/{treeId}/variants (001 7 'Personalize'): the tree's variants, archived last. */
import * as z from 'zod';
import { idSchema } from '@shared/contracts/common';
import { MESSAGES } from '@shared/messages';
import { campaignInScope } from '@functions/campaigns/public';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { personalizeRepository } from '../personalize-repository';
import { presentVariant } from '../present';

export default defineRoute({
  request: { params: z.object({ campaignId: idSchema, treeId: idSchema }) },
  async handle({ caller, params }) {
    const { campaign } = await campaignInScope(caller, params.campaignId);
    const tree = await personalizeRepository.getTree(params.treeId);
    if (!tree || tree.campaignId !== campaign.id) throw notFound(MESSAGES.cannotGetPersonalizeTrees);
    const variants = await personalizeRepository.listVariants(tree.id);
    variants.sort((a, b) => Number(a.archived) - Number(b.archived) || Number(b.isFallback) - Number(a.isFallback) || a.id.localeCompare(b.id));
    return { body: { variants: variants.map((v) => presentVariant(v)) } };
  },
});
