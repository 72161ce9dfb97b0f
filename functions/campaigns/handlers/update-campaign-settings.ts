import { campaignIdParamsSchema, campaignSettingsBodySchema, type CampaignSettingsUpdatedDto } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { advancedFieldsIn, settingsAccess } from '@shared/domain/campaign-settings';
import { MESSAGES } from '@shared/messages';
import { notAllowed, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { errorText, logger } from '@functions/lib/logger';
import { marketTimeZoneOf } from '@functions/business-nodes/public';
import { enqueueCampaignTrees } from '@functions/personalize/public';
import { editableCampaign } from '../campaign-changes';
import { checkFlightDates, checkMarket, checkTemplates, checkWatchers, derive, formatsOfBrief, orInUse, readyConcept, todayFor, watchersOf } from '../campaign-rules';
import { campaignsRepository, type CampaignChange } from '../campaigns-repository';
import { marketChangeOf, presentSettings, settingsOf } from '../present';

/**
 * PATCH /campaigns/{id}/settings (001 6): any subset of the settings. A manager changes the basic ones only (name,
 * flight dates, watchers); advanced fields from a manager are refused and nothing is written. The market moves only
 * while 001 5 allows it (not in build, no concept, no assets selected); a concept is selected once, ready, with
 * approved templates on the campaign's market. Answers the settings and 'Campaign settings updated successfully'.
 */
export default defineRoute({
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema, body: campaignSettingsBodySchema },
  async handle({ params, body, caller }) {
    const access = settingsAccess(caller.user.role);
    if (access === 'none') throw notAllowed(MESSAGES.campaignSettingsDenied);
    if (access === 'basic' && advancedFieldsIn(body).length > 0) throw notAllowed(MESSAGES.campaignAdvancedSettingsDenied);
    const { campaign, scope } = await editableCampaign(caller, params.id);
    const settings = settingsOf(campaign);
    const market = body.businessNodeId ?? campaign.businessNodeId;
    // flight dates are days of the campaign's market (its zone), as it will be after this change
    if (body.flightDates) checkFlightDates(body.flightDates, todayFor(body.today, Date.now(), await marketTimeZoneOf(caller.partnerId, market)), settings.flightDates);
    if (body.watcherIds) await checkWatchers(caller.partnerId, body.watcherIds);

    if (market !== campaign.businessNodeId) {
      const blocked = marketChangeOf(campaign);
      if (blocked) throw unprocessable(blocked);
    }
    const selecting = body.conceptId !== undefined && body.conceptId !== campaign.conceptId;
    if (selecting && campaign.conceptId) throw unprocessable(MESSAGES.campaignConceptAlreadySelected);
    const conceptId = selecting ? body.conceptId : campaign.conceptId;
    const concept = conceptId && (selecting || body.templateIds || market !== campaign.businessNodeId) ? await readyConcept(caller, scope, conceptId) : null;
    if (market !== campaign.businessNodeId || selecting) checkMarket(scope, market, concept);
    const templateIds = body.templateIds ? [...new Set(body.templateIds)] : settings.templateIds;
    if (body.templateIds || selecting) {
      if (!concept) throw unprocessable(MESSAGES.campaignTemplateNotApproved);
      await checkTemplates(concept, templateIds);
    }

    // Selecting a concept brings its formats and, unless one is chosen, the 001 1 platform default for them.
    const formats = body.formats ?? (selecting && concept ? formatsOfBrief(concept.brief) : settings.formats);
    const derived = derive({ platform: body.platform ?? (selecting ? undefined : campaign.platform), formats, deliveries: { ...settings.deliveries, ...body.deliveries }, templateCount: templateIds.length });
    const change: CampaignChange = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      businessNodeId: market,
      platform: derived.platform,
      personalisationType: derived.personalisationType,
      settings: {
        flightDates: body.flightDates ?? settings.flightDates,
        watcherIds: body.watcherIds ?? settings.watcherIds,
        deliveries: derived.deliveries,
        formats,
        templateIds,
      },
      ...(selecting && concept ? { conceptId: concept.id, buildStartedAt: campaign.buildStartedAt ?? Date.now() } : {}),
    };
    const saved = await orInUse(campaignsRepository.update(campaign, change));
    // new templates, formats or platform: the tree job applies the structure comparison (personalize/public.ts)
    if (saved.conceptId && (body.templateIds || selecting || body.formats || body.platform || body.deliveries)) await enqueueCampaignTrees(saved, caller.user.id).catch((error: unknown) => logger.warn('tree job not queued', { campaignId: saved.id, error: errorText(error) }));
    const answer: CampaignSettingsUpdatedDto = { message: MESSAGES.campaignSettingsUpdated, settings: presentSettings(saved, caller.user.role, await watchersOf(saved.partnerId, saved.settings?.watcherIds ?? [])) };
    return { body: answer };
  },
});
