import { cropperPreviewParamsSchema, cropperPreviewQuerySchema } from '@shared/contracts/asset-cropper';
import { recommendedCrops } from '@shared/domain/crops';
import { assetInScope } from '@functions/assets/public';
import { defineRoute } from '@functions/lib/http';
import { assertCroppable } from '../croppable';
import { cropperPreviewImage, cropsOf, presentCrop } from '../crop-images';

/** GET assets/single-files/{id}/cropper-preview: the image to crop on, its crops, and the recommended Meta sizes. */
export default defineRoute({
  request: { params: cropperPreviewParamsSchema, query: cropperPreviewQuerySchema },
  async handle({ params, query, caller }) {
    const { asset } = await assetInScope(caller, params.id, 'read');
    assertCroppable(asset);
    const [image, crops] = await Promise.all([cropperPreviewImage(asset), cropsOf(asset)]);
    const recommended = recommendedCrops(image, crops.map((c) => c.crop?.format ?? ''));
    return {
      body: {
        image: { id: asset.id, name: asset.name, ...image },
        existingCrops: await Promise.all(crops.map(presentCrop)),
        recommendedCrops: query.format ? recommended.filter((c) => c.format === query.format) : recommended,
      },
    };
  },
});
