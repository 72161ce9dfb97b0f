/**
 * What the asset-cropper domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { failureMarker } from './background-results';
export { readImage } from './crop-images';
export { assertCroppable } from './croppable';
