import { revalidateBodySchema, type AssetVerdict } from '@shared/contracts/brief-assets';
import { defineRoute } from '@functions/lib/http';
import { judgeTempFile } from '../temp-files';

/**
 * POST assets/single-files/brief/revalidate: the validate check for several temporary assets at once (for example after
 * they moved to another category tab). Nothing is removed: the user may move a file back.
 */
export default defineRoute({
  request: { body: revalidateBodySchema },
  async handle({ body, caller }) {
    const results: AssetVerdict[] = await Promise.all(
      body.assets.map(async (asset) => {
        const { verdict } = await judgeTempFile(caller.partnerId, asset.url, asset.type);
        return { asset, valid: verdict.ok, message: verdict.ok ? null : verdict.message };
      }),
    );
    return { body: { results } };
  },
});
