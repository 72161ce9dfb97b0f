/** The live-feeds feature: the panel of the campaign's tools tab (the campaigns feature mounts it). */
export { LiveFeedPanel } from './components/live-feed-panel';
