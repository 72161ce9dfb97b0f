/**
 * What the storyboards domain offers other domains (functions/<domain> reach each other only through public.ts):
 * reading a storyboard (comments check that a commented storyboard is the concept's).
 */
export { storyboardsRepository, type Storyboard } from './storyboards-repository';
