import { suggestedAssetsQuerySchema, type SuggestedAsset } from '@shared/contracts/brief-assets';
import { withAncestors } from '@shared/domain/business-nodes';
import { REQUIRED_BRIEF_CATEGORIES } from '@shared/domain/brief-assets';
import { assetAllowed } from '@functions/assets/public';
import { assetsRepository } from '@functions/assets/public';
import { assetStorage } from '@functions/assets/public';
import { findIn, loadScope } from '@functions/business-nodes/public';
import { defineRoute } from '@functions/lib/http';

/** Suggestions are a short list to pick from, not a library page. */
const SUGGESTIONS_MAX = 30;

/**
 * GET assets/single-files/brief/suggested-assets (000 7.3 'recommended assets by businessNodes'): ready library assets
 * of the required categories (brands, fonts, logos) on the chosen nodes or their brand and product ancestors.
 */
export default defineRoute({
  request: { query: suggestedAssetsQuerySchema },
  async handle({ query, caller }) {
    const scope = await loadScope(caller);
    for (const id of query.nodeIds) findIn(scope, id);
    const nodes = withAncestors(scope.nodes, query.nodeIds);
    const assets = (await assetsRepository.listByPartner(caller.partnerId))
      .filter((a) => a.status === 'ready' && !a.archived && a.isIndependent && (REQUIRED_BRIEF_CATEGORIES as readonly string[]).includes(a.category))
      .filter((a) => [...a.businessNodes, ...a.additionalNodes].some((n) => nodes.has(n)) && assetAllowed(scope, a, 'read'))
      .sort((a, b) => REQUIRED_BRIEF_CATEGORIES.indexOf(a.category as never) - REQUIRED_BRIEF_CATEGORIES.indexOf(b.category as never) || a.name.localeCompare(b.name))
      .slice(0, SUGGESTIONS_MAX);
    const results: SuggestedAsset[] = await Promise.all(
      assets.map(async (a) => ({
        _id: a.id,
        category: a.category,
        name: a.name,
        thumbLocation: a.thumbnailKey ? await assetStorage.presignGet(a.thumbnailKey, { fileName: 'thumbnail.webp', contentType: 'image/webp', attachment: false }) : null,
      })),
    );
    return { body: { results } };
  },
});
