import { removeBackgroundBodySchema } from '@shared/contracts/asset-cropper';
import { assetInScope } from '@functions/assets/public';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import { tempKeyFor } from '@functions/brief-assets/public';
import { assertCroppable } from '../croppable';

/**
 * POST assets/remove-image-background: starts the background-removal job for an image asset and answers the key its
 * PNG preview will have ({ success: 0, key }); GET .../result?key tells when it is there.
 */
export default defineRoute({
  request: { body: removeBackgroundBodySchema },
  async handle({ body, caller }) {
    const { asset } = await assetInScope(caller, body.url, 'read');
    assertCroppable(asset);
    const key = tempKeyFor(caller.partnerId, newId(), `${asset.name.replace(/\.[^.]+$/, '')}-no-background.png`);
    await sendToQueue('background-removal', { assetId: asset.id, key, userId: caller.user.id });
    return { statusCode: 202, body: { success: 0, key, url: null } };
  },
});
