/**
 * What the ad-platforms domain offers other domains (personalize, assemblies, publishing): the ports, and the
 * publishing settings of a business node as the ports take them (tokens sealed).
 */
export { cm360Port, dv360Port, googleAdsPort, metaPort } from './platforms';
export { adAccountNode } from './meta';
export { dv360Token, effectiveSettings, readableSettings, settingsOf, type NodeSettings } from './node-settings';
