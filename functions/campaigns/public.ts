/**
 * What the campaigns domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { accessibleCampaigns } from './campaign-access';
export { campaignsRepository, personalisationTypeOf } from './campaigns-repository';
export { variationsRepository } from './variations-repository';
