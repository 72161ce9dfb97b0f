/** The variations feature: the campaign page's Variations tab (generate, the job's progress, counts, a paged list). */
export { VariationsTab } from './components/variations-tab';
export { newerJobState } from './job-state';
