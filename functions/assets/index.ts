/** The assets domain Lambda (000 7.3 asset library). */
import { domainHandler } from '@functions/lib/http';
import abortUpload from './handlers/abort-upload';
import archiveAsset from './handlers/archive-asset';
import bulkUpdateAssets from './handlers/bulk-update-assets';
import checkFeed from './handlers/check-feed';
import completeUpload from './handlers/complete-upload';
import createFeedAssets from './handlers/create-feed-assets';
import getAsset from './handlers/get-asset';
import getManyAssets from './handlers/get-many-assets';
import getUploadStatus from './handlers/get-upload-status';
import listAssetChildren from './handlers/list-asset-children';
import listAssetFormats from './handlers/list-asset-formats';
import listAssets from './handlers/list-assets';
import startUpload from './handlers/start-upload';
import unarchiveAsset from './handlers/unarchive-asset';
import updateAsset from './handlers/update-asset';
import updateAssetNodes from './handlers/update-asset-nodes';
import uploadHierarchy from './handlers/upload-hierarchy';

export const handler = domainHandler('assets', {
  'list-assets': listAssets,
  'list-asset-formats': listAssetFormats,
  'list-asset-children': listAssetChildren,
  'get-asset': getAsset,
  'update-asset': updateAsset,
  'bulk-update-assets': bulkUpdateAssets,
  'archive-asset': archiveAsset,
  'unarchive-asset': unarchiveAsset,
  'update-asset-nodes': updateAssetNodes,
  'start-upload': startUpload,
  'complete-upload': completeUpload,
  'abort-upload': abortUpload,
  'get-upload-status': getUploadStatus,
  'get-many-assets': getManyAssets,
  'upload-hierarchy': uploadHierarchy,
  'check-feed': checkFeed,
  'create-feed-assets': createFeedAssets,
});
