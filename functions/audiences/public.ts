/**
 * What the audiences domain offers other domains (functions/<domain> reach each other only through public.ts):
 * the campaign access check its calls and the live feeds share, and a campaign's audiences (the variation limit is
 * divided by their rules, shared/domain/audiences.ts audienceRuleCount).
 */
export { campaignInScope, campaignsInScope, type Campaign } from './campaign-scope';
export { audiencesRepository, type Audience } from './audiences-repository';
