import { createCampaignBodySchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { campaignModeFor } from '@shared/domain/campaign-settings';
import { MESSAGES } from '@shared/messages';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { loadScope, marketTimeZoneOf } from '@functions/business-nodes/public';
import { errorText, logger } from '@functions/lib/logger';
import { enqueueCampaignTrees } from '@functions/personalize/public';
import { checkFlightDates, checkMarket, checkTemplates, checkWatchers, derive, formatsOfBrief, readyConcept, todayFor } from '../campaign-rules';
import { conceptsRepository } from '@functions/concepts/public';
import { templatesRepository } from '@functions/templates/public';
import { campaignsRepository, RelatedWriteRefusedError, type Campaign, type NewCampaign } from '../campaigns-repository';
import { marketNameOf, presentCampaign } from '../present';

/**
 * POST /campaigns (Idempotency-Key): a campaign of the current partner on a market the caller may work on.
 * - From a concept (/concepts/{id}/campaign): the concept must be ready and visible, the market one of its nodes (or
 *   below), the chosen templates approved templates of it (none: 'Templates are not provided'); the formats are the
 *   concept's unless given. The build starts (the personalize trees are initialised from the templates).
 * - Without a concept (/campaigns/new): no templates; the formats given, if any.
 * Flight dates not before the caller's today ('Flight dates are set less than the current date'); the name unique
 * per partner ('Already exist', claimed in the same transaction as the campaign, with the templates' still-there
 * checks and the concept's campaigns list); platform, deliveries and
 * personalisation type by 001 1's defaults; the mode from the creator's role (shared/domain/campaign-settings.ts).
 * Answers 201 with the campaign.
 */
/**
 * Writes the campaign in one transaction with a check that each chosen template is still there (a template deleted
 * or archived between the checks above and this write refuses it: no campaign points at a deleted template) and the
 * campaign's id appended to its concept's campaigns.
 */
async function created(input: NewCampaign, conceptId: string | undefined, templateIds: readonly string[]): Promise<Campaign> {
  const related = (id: string) => (conceptId ? [...templateIds.map((t) => templatesRepository.stillThereCheck(t)), conceptsRepository.campaignAddedWrite(conceptId, id)] : []);
  try {
    return await campaignsRepository.create(input, related);
  } catch (error) {
    if (!(error instanceof RelatedWriteRefusedError)) throw error;
    throw error.index < templateIds.length ? unprocessable(MESSAGES.campaignTemplateNotApproved) : notFound(MESSAGES.conceptNotFound);
  }
}

export default defineRoute({
  idempotent: true,
  request: { query: partnerQuerySchema, body: createCampaignBodySchema },
  async handle({ body, caller }) {
    const scope = await loadScope(caller);
    // flight dates are days of the campaign's market (its zone; the caller's day when no market is above the node)
    checkFlightDates(body.flightDates, todayFor(body.today, Date.now(), await marketTimeZoneOf(caller.partnerId, body.businessNodeId)));
    const concept = body.conceptId ? await readyConcept(caller, scope, body.conceptId) : null;
    checkMarket(scope, body.businessNodeId, concept);
    const templateIds = [...new Set(body.templateIds)];
    if (concept) await checkTemplates(concept, templateIds);
    else if (templateIds.length) throw unprocessable(MESSAGES.campaignTemplateNotApproved);
    await checkWatchers(caller.partnerId, body.watcherIds);
    const formats = body.formats ?? (concept ? formatsOfBrief(concept.brief) : []);
    const derived = derive({ platform: body.platform, formats, deliveries: body.deliveries, templateCount: concept ? templateIds.length : 0 });
    const campaign = await created({
      partnerId: caller.partnerId,
      businessNodeId: body.businessNodeId,
      name: body.name,
      platform: derived.platform,
      personalisationType: derived.personalisationType,
      mode: campaignModeFor(caller.user.role),
      createdBy: caller.user.id,
      settings: { flightDates: body.flightDates, watcherIds: body.watcherIds, deliveries: derived.deliveries, formats, templateIds: concept ? templateIds : [] },
      ...(concept ? { conceptId: concept.id, buildStartedAt: Date.now() } : {}),
    }, concept?.id, concept ? templateIds : []);
    // the trees are initialised by a job (ws-events 'tree-initialization-*'); a queue failure leaves the campaign created,
    // its trees made by POST campaigns/{id}/personalize/trees/sync
    if (concept) await enqueueCampaignTrees(campaign, caller.user.id).catch((error: unknown) => logger.warn('tree job not queued', { campaignId: campaign.id, error: errorText(error) }));
    return { statusCode: 201, body: presentCampaign(campaign, marketNameOf(scope, campaign)) };
  },
});
