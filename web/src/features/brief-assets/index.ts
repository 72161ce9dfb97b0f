/** What the brief wizard uses of brief assets: the upload list per category, suggestions, and the submit call. */
export { BriefAssetsUploader, type BriefAssetsUploaderProps } from './components/brief-assets-uploader';
export { SuggestedAssets, type SuggestedAssetsProps } from './components/suggested-assets';
export { createSingleFilesFromUrls } from './api/create-single-files-from-urls';
