import { assetManyQuerySchema } from '@shared/contracts/assets';
import { loadScope } from '@functions/business-nodes/public';
import { defineRoute } from '@functions/lib/http';
import { childCounts } from '../asset-query';
import { assetAllowed, presentAsset } from '../asset-scope';
import { assetsRepository } from '../assets-repository';

/**
 * GET assets/single-files/many?ids[]=...: the assets of these ids that the caller may see, in the order asked; an id
 * that is unknown, of another partner, on a node the caller may not read, or merged away is simply left out.
 */
export default defineRoute({
  request: { query: assetManyQuerySchema },
  async handle({ query, caller }) {
    const [found, scope, all] = await Promise.all([assetsRepository.getMany([...new Set(query.ids)]), loadScope(caller), assetsRepository.listByPartner(caller.partnerId)]);
    const byId = new Map(found.filter((a) => a.partnerId === caller.partnerId && a.status !== 'merged' && assetAllowed(scope, a, 'read')).map((a) => [a.id, a]));
    const counts = childCounts(all.filter((a) => assetAllowed(scope, a, 'read')));
    const ordered = [...new Set(query.ids)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return { body: await Promise.all(ordered.map((a) => presentAsset(a, counts.get(a.id) ?? 0))) };
  },
});
