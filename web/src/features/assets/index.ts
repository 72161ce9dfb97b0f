/** What other features may use of the asset library: the picker (the brief wizard's assets step) and the upload queue. */
export { AssetPicker, type AssetPickerProps } from './components/asset-picker';
export { AssetThumbnail } from './components/asset-thumbnail';
export { useUploads, type UploadItem, type UploadStage } from './hooks/use-uploads';
export { UploadPanel } from './components/upload-panel';
/** A PUT to a presigned URL with progress (the brief wizard's temporary uploads), and a whole file to its upload target (personalize editors). */
export { putWithProgress, sendFile } from './api/upload-assets';
