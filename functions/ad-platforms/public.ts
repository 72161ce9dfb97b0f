/**
 * What the ad-platforms domain offers other domains (personalize, assemblies, publishing): the ports, and the
 * publishing settings of a business node as the ports take them (tokens sealed); for publishing's writes the googleapis
 * options, the Google Ads mutate and the failure classification.
 */
export { cm360Port, dv360Port, googleAdsPort, googleApiOptions, metaPort } from './platforms';
export { googleFailureKind, notConfigured, platformFailure, type FailureKind, type PlatformName } from './platform-errors';
export type { SealedToken } from './node-settings';
export type { GoogleAdsAccess } from './google-ads';
export { adAccountNode, metaApiCalls } from './meta';
export { dv360Token, effectiveSettings, readableSettings, settingsOf, type NodeSettings } from './node-settings';
/** Publishing: the product's Meta token and Graph calls, Graph's error codes classified, the simulator's address when on. */
export { metaAccessToken } from './meta';
export { metaFailureKind } from './platform-errors';
export { simulatorUrl } from './platforms';
