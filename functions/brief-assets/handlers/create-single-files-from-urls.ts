import { createSingleFilesFromUrlsBodySchema } from '@shared/contracts/brief-assets';
import { defineRoute } from '@functions/lib/http';
import { notAllowed } from '@functions/lib/errors';
import { promoteBriefAssets } from '../promote';

/**
 * POST assets/single-files/brief/create-single-files-from-urls (on brief submit): temporary assets become library
 * assets on the concept's nodes; library assets in the list answer as they are.
 */
export default defineRoute({
  idempotent: true,
  request: { body: createSingleFilesFromUrlsBodySchema },
  async handle({ body, caller }) {
    // The body names the partner too (000 7.3); it must be the current one.
    if (body.partnerId && body.partnerId !== caller.partnerId) throw notAllowed();
    return { statusCode: 201, body: { assets: await promoteBriefAssets(caller, body.tempAssetData, body.nodeIds) } };
  },
});
