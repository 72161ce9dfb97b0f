import { createCampaignBodySchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { campaignModeFor } from '@shared/domain/campaign-settings';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { loadScope } from '@functions/business-nodes/public';
import { checkFlightDates, checkMarket, checkTemplates, checkWatchers, derive, formatsOfBrief, readyConcept, todayFor } from '../campaign-rules';
import { campaignsRepository } from '../campaigns-repository';
import { marketNameOf, presentCampaign } from '../present';

/**
 * POST /campaigns (Idempotency-Key): a campaign of the current partner on a market the caller may work on.
 * - From a concept (/concepts/{id}/campaign): the concept must be ready and visible, the market one of its nodes (or
 *   below), the chosen templates approved templates of it (none: 'Templates are not provided'); the formats are the
 *   concept's unless given. The build starts (the personalize trees are initialised from the templates).
 * - Without a concept (/campaigns/new): no templates; the formats given, if any.
 * Flight dates not before the caller's today ('Flight dates are set less than the current date'); the name unique
 * per partner ('Already exist', claimed in the same transaction as the campaign); platform, deliveries and
 * personalisation type by 001 1's defaults; the mode from the creator's role (shared/domain/campaign-settings.ts).
 * Answers 201 with the campaign.
 */
export default defineRoute({
  idempotent: true,
  request: { query: partnerQuerySchema, body: createCampaignBodySchema },
  async handle({ body, caller }) {
    const scope = await loadScope(caller);
    checkFlightDates(body.flightDates, todayFor(body.today));
    const concept = body.conceptId ? await readyConcept(caller, scope, body.conceptId) : null;
    checkMarket(scope, body.businessNodeId, concept);
    const templateIds = [...new Set(body.templateIds)];
    if (concept) await checkTemplates(concept, templateIds);
    else if (templateIds.length) throw unprocessable(MESSAGES.campaignTemplateNotApproved);
    await checkWatchers(caller.partnerId, body.watcherIds);
    const formats = body.formats ?? (concept ? formatsOfBrief(concept.brief) : []);
    const derived = derive({ platform: body.platform, formats, deliveries: body.deliveries, templateCount: concept ? templateIds.length : 0 });
    const campaign = await campaignsRepository.create({
      partnerId: caller.partnerId,
      businessNodeId: body.businessNodeId,
      name: body.name,
      platform: derived.platform,
      personalisationType: derived.personalisationType,
      mode: campaignModeFor(caller.user.role),
      createdBy: caller.user.id,
      settings: { flightDates: body.flightDates, watcherIds: body.watcherIds, deliveries: derived.deliveries, formats, templateIds: concept ? templateIds : [] },
      ...(concept ? { conceptId: concept.id, buildStartedAt: Date.now() } : {}),
    });
    return { statusCode: 201, body: presentCampaign(campaign, marketNameOf(scope, campaign)) };
  },
});
