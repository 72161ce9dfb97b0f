/** The publishing domain Lambda: publish, its state, the ads manager's publish, feed and OAuth resets. */
import { domainHandler } from '@functions/lib/http';
import getGoogleAdsFeed from './handlers/get-google-ads-feed';
import getPublishingState from './handlers/get-publishing-state';
import publishCampaign from './handlers/publish-campaign';
import publishGoogleAds from './handlers/publish-google-ads';
import resetDv360Oauth from './handlers/reset-dv360-oauth';
import resetGoogleAdsOauth from './handlers/reset-google-ads-oauth';

export const handler = domainHandler('publishing', {
  'publish-campaign': publishCampaign,
  'get-publishing-state': getPublishingState,
  'publish-google-ads': publishGoogleAds,
  'get-google-ads-feed': getGoogleAdsFeed,
  'reset-google-ads-oauth': resetGoogleAdsOauth,
  'reset-dv360-oauth': resetDv360Oauth,
});
