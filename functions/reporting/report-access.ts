/**
 * Reporting access (002 5): every report stays inside the current partner; top admins skip the campaign filter,
 * everyone else is narrowed to the campaigns they may access (campaign-access.ts).
 */
import type { ParsedReportRequest } from '@shared/contracts/report';
import type { DashboardScope } from '@shared/contracts/report-dashboard';
import { MESSAGES } from '@shared/messages';
import { isTopAdmin } from '@shared/domain/roles';
import { campaignsInScope, type ScopeCampaign } from '@shared/reporting/dashboard';
import { accessibleCampaigns } from '@functions/campaigns/public';
import { personalisationTypeOf } from '@functions/campaigns/public';
import { notAllowed } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import type { ScopedReportRequest } from './sql/builder';

/** The caller's accessible campaigns as the dashboard's scope reads them: id, channel, delivery type. */
export async function scopeCampaigns(caller: Caller): Promise<ScopeCampaign[]> {
  return (await accessibleCampaigns(caller)).map((c) => ({ id: c.id, platform: c.platform, deliveryType: personalisationTypeOf(c) }));
}

/**
 * The request as the builder may run it. partnerId is always the current partner, whatever was asked. For a
 * non-admin: asked campaigns are narrowed to the accessible ones ('Wrong campaigns. User do not have access for
 * requested campaigns' when none is); no campaigns asked means all accessible ones (none: an empty answer, campaignId
 * []); a campaign or platform filter outside the accessible campaigns answers 'Wrong campaigns'. With a dashboard
 * scope, only the accessible campaigns of its delivery type and channel (within the asked ones) are read, for top
 * admins too; none is an empty answer, not an error (the dashboard says there is no such campaign).
 */
export async function scopeReport(caller: Caller, request: ParsedReportRequest, dashboard?: DashboardScope): Promise<ScopedReportRequest> {
  const partnerId = [caller.partnerId];
  if (dashboard) {
    // The dashboard's campaigns (a delivery type the facts do not carry): named one by one, then checked as asked ones.
    const campaignId = campaignsInScope({ ...dashboard, campaignIds: request.accessCheckFilters.campaignId ?? [] }, await scopeCampaigns(caller));
    if (campaignId.length === 0) return { ...request, accessCheckFilters: { partnerId, campaignId } };
    request = { ...request, accessCheckFilters: { ...request.accessCheckFilters, campaignId } };
  }
  const asked = request.accessCheckFilters.campaignId;
  if (isTopAdmin(caller.user.role)) {
    return { ...request, accessCheckFilters: { partnerId, ...(asked && asked.length > 0 ? { campaignId: asked } : {}) } };
  }
  const campaigns = await accessibleCampaigns(caller);
  const ids = new Set(campaigns.map((c) => c.id));
  let campaignId = [...ids];
  if (asked && asked.length > 0) {
    campaignId = asked.filter((id) => ids.has(id));
    if (campaignId.length === 0) throw notAllowed(MESSAGES.wrongCampaignsRequested);
  }
  const platforms = new Set(campaigns.map((c) => c.platform));
  const outside = (clause: ParsedReportRequest['where'][keyof ParsedReportRequest['where']], allowed: Set<string>) => {
    if (!clause || '$between' in clause) return false;
    return ('$in' in clause ? clause.$in : clause.$hasAny).some((v) => !allowed.has(String(v)));
  };
  if (outside(request.where.campaignId, ids) || outside(request.where.platform, platforms)) throw notAllowed(MESSAGES.wrongCampaigns);
  return { ...request, accessCheckFilters: { partnerId, campaignId } };
}

/** Nothing may be read: the answer is empty without asking the engine. */
export const readsNothing = (request: ScopedReportRequest) => request.accessCheckFilters.campaignId?.length === 0;
