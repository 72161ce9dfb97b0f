/** What the asset page uses of the cropper: the cropper tab (002 'Assets cropper tab'). */
export { AssetCropperTab, isCroppable } from './components/cropper-tab';
