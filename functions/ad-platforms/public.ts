/**
 * What the ad-platforms domain offers other domains (personalize, assemblies, publishing): the ports, and the
 * publishing settings of a business node as the ports take them (tokens sealed).
 */
export { cm360Port, dv360Port, googleAdsPort, metaPort } from './platforms';
export { adAccountNode } from './meta';
export { dv360Token, effectiveSettings, readableSettings, settingsOf, type NodeSettings } from './node-settings';
/** Publishing (issue 18): the product's Meta token, Graph's error codes classified, the simulator's address when on. */
export { metaAccessToken } from './meta';
export { metaFailureKind, googleFailureKind, type FailureKind } from './platform-errors';
export { simulatorUrl } from './platforms';
