/**
 * What the campaigns domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 *
 * Every domain that acts on a campaign checks it with campaignInScope (read) or writableCampaign (change): 404
 * 'Campaign not found' for an unknown id or another partner's campaign, 403 'Access to the Campaign denied' outside the
 * caller's business nodes; reporting's accessibleCampaigns applies the same rule (mayAccessCampaign) to lists.
 * Nothing here imports the templates domain: templates asks templateInUse, campaigns reads templates through
 * templates/public.ts in its handlers only, so the dependency stays one way per module.
 */
import { campaignsRepository } from './campaigns-repository';

export { accessibleCampaigns, campaignInScope, mayAccessCampaign, writableCampaign } from './campaign-access';
export { CampaignChangedError, campaignsRepository, modeOf, personalisationTypeOf, templateIdsOf, type Campaign } from './campaigns-repository';
export { variationsRepository, type Variation, type VariationKey } from './variations-repository';

/** Whether a non-deleted campaign of the partner chose this template (templates' 'in use'). */
export const templateInUse = (partnerId: string, templateId: string): Promise<boolean> => campaignsRepository.templateInUse(partnerId, templateId);
/** The partner's non-deleted campaigns that chose the template (personalize follows a template change to them). */
export const campaignsUsingTemplate = (partnerId: string, templateId: string): Promise<string[]> => campaignsRepository.campaignIdsUsingTemplate(partnerId, templateId);
