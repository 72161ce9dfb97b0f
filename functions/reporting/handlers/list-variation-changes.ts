import { variationChangesRequestSchema, type VariationChange } from '@shared/contracts/report-dashboard';
import { MESSAGES } from '@shared/messages';
import { accessibleCampaigns } from '@functions/campaigns/public';
import { variationsRepository } from '@functions/campaigns/public';
import { notAllowed } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { dayjs } from '@functions/lib/dates';

/**
 * POST /report/variation-changes: the dashboard's campaign variation changes (002 3 'Variation changes row'): the
 * variations of the asked campaigns (every accessible one when none is asked) that went live between from and to
 * (whole days), newest first. An asked campaign the caller may not access: 'Wrong campaigns. User do not have access
 * for requested campaigns' (002 5).
 */
export default defineRoute({
  request: { body: variationChangesRequestSchema },
  async handle({ body, caller }) {
    const accessible = await accessibleCampaigns(caller);
    const ids = new Set(accessible.map((c) => c.id));
    if (body.campaignIds.some((id) => !ids.has(id))) throw notAllowed(MESSAGES.wrongCampaignsRequested);
    const campaignIds = body.campaignIds.length > 0 ? body.campaignIds : [...ids];
    // the days are UTC days, `to` included
    const from = dayjs.utc(body.from).valueOf();
    const to = dayjs.utc(body.to).add(1, 'day').valueOf();
    const variations = (await Promise.all(campaignIds.map((id) => variationsRepository.listByCampaign(id)))).flat();
    const changes: VariationChange[] = variations
      .map((v) => ({ v, at: v.publishedAt ?? v.createdAt }))
      .filter(({ at }) => at >= from && at < to)
      .sort((a, b) => b.at - a.at)
      .map(({ v, at }) => {
        const publishDate = new Date(at).toISOString();
        return { campaignId: v.campaignId, variationId: v.id, variationHash: v.reportingHash, name: v.name, format: v.format, publishDate, TIMESTAMP: `${publishDate.slice(0, 10)}T00:00:00Z` };
      });
    return { body: changes };
  },
});
