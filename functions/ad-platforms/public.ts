/**
 * What the ad-platforms domain offers other domains (personalize, assemblies, publishing): the ports, and the
 * publishing settings of a business node as the ports take them (tokens sealed).
 */
export { adPlatforms, type AdPlatforms } from './platforms';
export { adAccountNode } from './meta';
export { effectiveSettings, readableSettings, settingsOf, type NodeSettings } from './node-settings';
