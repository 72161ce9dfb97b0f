import { feedCreateBodySchema } from '@shared/contracts/asset-feeds';
import { partnerQuerySchema } from '@shared/contracts/common';
import { loadScope } from '@functions/business-nodes/public';
import { defineRoute } from '@functions/lib/http';
import { checkNodes } from '../asset-scope';
import { createFeedAssets } from '../feeds';

/**
 * POST assets/single-files/feeds?partnerId: assets from checked feed rows, on the given nodes plus each row's own.
 * Every node is checked first (a node the caller may not write changes nothing); then each row's file is fetched and
 * processed; a row whose URL cannot be fetched answers its message and the others go on.
 */
export default defineRoute({
  idempotent: true,
  request: { query: partnerQuerySchema, body: feedCreateBodySchema },
  async handle({ body, caller }) {
    checkNodes(await loadScope(caller), [...body.nodeIds, ...body.assets.flatMap((a) => a.nodeIds)]);
    return { statusCode: 201, body: await createFeedAssets(caller, body) };
  },
});
