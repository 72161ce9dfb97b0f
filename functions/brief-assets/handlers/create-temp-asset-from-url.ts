import { createTempAssetFromUrlBodySchema } from '@shared/contracts/brief-assets';
import { defineRoute } from '@functions/lib/http';
import { createTempAssetFromUrl } from '../link-files';

/**
 * POST assets/single-files/brief/create-temp-asset-from-url: the server fetches the URL into a temporary asset. Private,
 * loopback, link-local and metadata addresses, redirects to them and other schemes answer 'Please enter a valid URL'.
 */
export default defineRoute({
  idempotent: true,
  request: { body: createTempAssetFromUrlBodySchema },
  async handle({ body, caller }) {
    const result = await createTempAssetFromUrl({ partnerId: caller.partnerId, url: body.url, tempId: body.fileTempId, category: body.meta.type });
    return { statusCode: 201, body: result };
  },
});
