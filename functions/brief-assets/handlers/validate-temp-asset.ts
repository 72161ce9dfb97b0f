import { validateBodySchema } from '@shared/contracts/brief-assets';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { briefAssetOf, judgeTempFile, removeTemp } from '../temp-files';

/**
 * POST assets/single-files/brief/validate: the uploaded file's content is checked against its category. A file that
 * does not belong there is removed and answered with 'Invalid file format'; a good one answers its brief asset.
 */
export default defineRoute({
  request: { body: validateBodySchema },
  async handle({ body, caller }) {
    const { parsed, verdict } = await judgeTempFile(caller.partnerId, body.url, body.type);
    if (!verdict.ok) {
      await removeTemp(body.url);
      throw unprocessable(verdict.message);
    }
    return { body: { asset: briefAssetOf(parsed, body.url, body.type, body.meta.isLink) } };
  },
});
