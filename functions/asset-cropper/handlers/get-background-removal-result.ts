import { removeBackgroundResultQuerySchema } from '@shared/contracts/asset-cropper';
import { defineRoute } from '@functions/lib/http';
import { ownTempKey } from '@functions/brief-assets/public';
import { backgroundResult } from '../background-results';

/** GET assets/remove-image-background/result?key: success 1 and a download link once the preview is made. */
export default defineRoute({
  request: { query: removeBackgroundResultQuerySchema },
  async handle({ query, caller }) {
    ownTempKey(caller.partnerId, query.key);
    return { body: await backgroundResult(query.key) };
  },
});
