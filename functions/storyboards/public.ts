/**
 * What the storyboards domain offers other domains (functions/<domain> reach each other only through public.ts):
 * reading a storyboard (comments check that a commented storyboard is the concept's), and whether one is approved (its
 * latest ready version has a final approval: the concept's 'Approve storyboards' asks it of every storyboard).
 */
export { storyboardsRepository, type Storyboard } from './storyboards-repository';
export { isApproved as isStoryboardApproved } from './storyboard-scope';
