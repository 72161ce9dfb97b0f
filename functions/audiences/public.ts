/**
 * What the audiences domain offers other domains (functions/<domain> reach each other only through public.ts): a
 * campaign's audiences (the variation limit is divided by their rules, shared/domain/audiences.ts audienceRuleCount).
 */
export { audiencesRepository, type Audience } from './audiences-repository';
