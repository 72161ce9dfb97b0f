/** The brief-assets domain Lambda (000 7.3 brief calls): temporary uploads, Link to URL, suggestions, brief submit. */
import { domainHandler } from '@functions/lib/http';
import createSingleFilesFromUrls from './handlers/create-single-files-from-urls';
import createTempAssetFromUrl from './handlers/create-temp-asset-from-url';
import listSuggestedAssets from './handlers/list-suggested-assets';
import removeTempAssets from './handlers/remove-temp-assets';
import revalidateTempAssets from './handlers/revalidate-temp-assets';
import saveSingleTmp from './handlers/save-single-tmp';
import validateTempAsset from './handlers/validate-temp-asset';

export const handler = domainHandler('brief-assets', {
  'save-single-tmp': saveSingleTmp,
  'validate-temp-asset': validateTempAsset,
  'revalidate-temp-assets': revalidateTempAssets,
  'remove-temp-assets': removeTempAssets,
  'create-temp-asset-from-url': createTempAssetFromUrl,
  'create-single-files-from-urls': createSingleFilesFromUrls,
  'list-suggested-assets': listSuggestedAssets,
});
