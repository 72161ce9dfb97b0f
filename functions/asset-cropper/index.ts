/** The asset-cropper domain Lambda (002 'Assets cropper tab'): crops as child assets, the cropper preview, background removal. */
import { domainHandler } from '@functions/lib/http';
import cropAsset from './handlers/crop-asset';
import getBackgroundRemovalResult from './handlers/get-background-removal-result';
import getCropperPreview from './handlers/get-cropper-preview';
import removeImageBackground from './handlers/remove-image-background';

export const handler = domainHandler('asset-cropper', {
  'crop-asset': cropAsset,
  'get-cropper-preview': getCropperPreview,
  'remove-image-background': removeImageBackground,
  'get-background-removal-result': getBackgroundRemovalResult,
});
