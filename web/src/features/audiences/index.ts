/** The audiences feature: the campaign page's audiences tab (the campaigns feature mounts it). */
export { AudiencesTab } from './components/audiences-tab';
