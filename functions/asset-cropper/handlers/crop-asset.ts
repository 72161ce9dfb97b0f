import { cropBodySchema } from '@shared/contracts/asset-cropper';
import { assetInScope } from '@functions/assets/public';
import { assetsRepository } from '@functions/assets/public';
import { defineRoute } from '@functions/lib/http';
import { ownTempKey } from '@functions/brief-assets/public';
import { assertCroppable } from '../croppable';
import { createCrop, presentCrop, readImage } from '../crop-images';

/** POST assets/single-files/crop: a crop of an image asset, stored as its child; a replaced crop is archived. */
export default defineRoute({
  idempotent: true,
  request: { body: cropBodySchema },
  async handle({ body, caller }) {
    const { asset } = await assetInScope(caller, body.id, 'write');
    assertCroppable(asset);
    const previous = body.previousCropId ? (await assetInScope(caller, body.previousCropId, 'write')).asset : null;
    if (body.backgroundKey) ownTempKey(caller.partnerId, body.backgroundKey);
    const image = await readImage(body.backgroundKey ?? asset.key);
    const crop = await createCrop(asset, { ...image, transparent: Boolean(body.backgroundKey) }, body, caller.user.id);
    if (previous && previous.parentId === asset.id && previous.id !== crop.id) {
      await assetsRepository.update(caller.partnerId, previous.id, { archived: true }, caller.user.id);
    }
    return { statusCode: 201, body: await presentCrop(crop) };
  },
});
