/** What the asset page uses of the cropper: the cropper tab (002 'Assets cropper tab'). */
export { AssetCropperTab, isCroppable } from './components/cropper-tab';
/** The image with its movable crop rectangle, for other croppers (the personalize image editor). */
export { CropArea, type CropAreaProps } from './components/crop-area';
