/** The campaigns domain Lambda (001 7 'Campaigns'; 000 7.3 campaign assets). */
import { domainHandler } from '@functions/lib/http';
import addPendingOperation from './handlers/add-pending-operation';
import archiveCampaign from './handlers/archive-campaign';
import checkCampaignName from './handlers/check-campaign-name';
import completeTemplateAsset from './handlers/complete-template-asset';
import createCampaign from './handlers/create-campaign';
import deleteCampaign from './handlers/delete-campaign';
import deleteCampaignAsset from './handlers/delete-campaign-asset';
import getCampaign from './handlers/get-campaign';
import getCampaignPublishing from './handlers/get-campaign-publishing';
import getCampaignSettings from './handlers/get-campaign-settings';
import getPublishingMarketData from './handlers/get-publishing-market-data';
import listCampaigns from './handlers/list-campaigns';
import listCampaignsWithPublishing from './handlers/list-campaigns-with-publishing';
import listPendingOperations from './handlers/list-pending-operations';
import lockCampaign from './handlers/lock-campaign';
import removeCampaignLibraryAsset from './handlers/remove-campaign-library-asset';
import removePendingOperation from './handlers/remove-pending-operation';
import restoreCampaign from './handlers/restore-campaign';
import startTemplateAssets from './handlers/start-template-assets';
import unlockCampaign from './handlers/unlock-campaign';
import updateCampaign from './handlers/update-campaign';
import updateCampaignSettings from './handlers/update-campaign-settings';

export const handler = domainHandler('campaigns', {
  'list-campaigns': listCampaigns,
  'list-campaigns-with-publishing': listCampaignsWithPublishing,
  'check-campaign-name': checkCampaignName,
  'create-campaign': createCampaign,
  'get-campaign': getCampaign,
  'update-campaign': updateCampaign,
  'get-campaign-publishing': getCampaignPublishing,
  'get-publishing-market-data': getPublishingMarketData,
  'list-pending-operations': listPendingOperations,
  'add-pending-operation': addPendingOperation,
  'remove-pending-operation': removePendingOperation,
  'get-campaign-settings': getCampaignSettings,
  'update-campaign-settings': updateCampaignSettings,
  'lock-campaign': lockCampaign,
  'unlock-campaign': unlockCampaign,
  'archive-campaign': archiveCampaign,
  'delete-campaign': deleteCampaign,
  'restore-campaign': restoreCampaign,
  'start-template-assets': startTemplateAssets,
  'complete-template-asset': completeTemplateAsset,
  'remove-campaign-library-asset': removeCampaignLibraryAsset,
  'delete-campaign-asset': deleteCampaignAsset,
});
