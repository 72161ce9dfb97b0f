/** The ad-platforms domain Lambda: the read side of Meta, DV360, Campaign Manager 360 and Google Ads (001 7). */
import { domainHandler } from '@functions/lib/http';
import { adServerList } from './handlers/list-ad-server-items';
import listDv360Campaigns from './handlers/list-dv360-campaigns';
import listDv360LineItems from './handlers/list-dv360-line-items';
import listGoogleAdsAdGroups from './handlers/list-google-ads-ad-groups';
import listGoogleAdsCampaigns from './handlers/list-google-ads-campaigns';
import listMetaAdSets from './handlers/list-meta-ad-sets';
import listMetaCampaigns from './handlers/list-meta-campaigns';
import { previewMetaAd, previewMetaCarousel } from './handlers/preview-meta-ad';

export const handler = domainHandler('ad-platforms', {
  'list-meta-campaigns': listMetaCampaigns,
  'list-meta-ad-sets': listMetaAdSets,
  'preview-meta-ad': previewMetaAd,
  'preview-meta-carousel': previewMetaCarousel,
  'list-dv360-campaigns': listDv360Campaigns,
  'list-dv360-line-items': listDv360LineItems,
  'list-ad-server-campaigns': adServerList('campaigns'),
  'list-ad-server-sites': adServerList('sites'),
  'list-ad-server-mobile-carriers': adServerList('mobileCarriers'),
  'list-ad-server-operating-systems': adServerList('operatingSystems'),
  'list-ad-server-browsers': adServerList('browsers'),
  'list-ad-server-connection-types': adServerList('connectionTypes'),
  'list-ad-server-platform-types': adServerList('platformTypes'),
  'list-ad-server-languages': adServerList('languages'),
  'list-google-ads-campaigns': listGoogleAdsCampaigns,
  'list-google-ads-ad-groups': listGoogleAdsAdGroups,
});
