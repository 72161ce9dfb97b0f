import { reportRequestSchema } from '@shared/contracts/report';
import type { BenchmarksRequest, CampaignBenchmark } from '@shared/contracts/report-dashboard';
import { BENCHMARK_METRICS, between } from '@shared/reporting/dashboard';
import { REPORT_ROW_SOURCES, TRACKER_SOURCE } from '@shared/reporting/catalogue';
import { MESSAGES } from '@shared/messages';
import { accessibleCampaigns } from '@functions/campaigns/public';
import { notAllowed } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { runReportQuery } from './run-query';
import { buildReportQuery } from './sql/builder';

/**
 * Campaign benchmarks (002 3 'Campaign benchmark: campaign id and a list of metricName and metricValue'): for each
 * asked campaign, the rates of its channel across all of the current partner's campaigns (ours: the spec does not say
 * what a benchmark is; the peer set is the partner's own delivery on the same platform, ad server rows only). Only
 * aggregates leave, so a user narrowed to some campaigns learns no single campaign of the others. An asked campaign
 * the caller may not access: 'Wrong campaigns. User do not have access for requested campaigns' (002 5). With a
 * period, over the rows of that period only. POST campaigns/benchmarks answers it; the decision-tree performance view
 * (video-render) reads it through public.ts.
 */
export async function campaignBenchmarks(caller: Caller, body: Pick<BenchmarksRequest, 'campaignIds' | 'period'>): Promise<CampaignBenchmark[]> {
  const accessible = new Map((await accessibleCampaigns(caller)).map((c) => [c.id, c]));
  if (body.campaignIds.some((id) => !accessible.has(id))) throw notAllowed(MESSAGES.wrongCampaignsRequested);
  const request = reportRequestSchema.parse({
    select: [...BENCHMARK_METRICS],
    groupBy: ['platform'],
    where: { source: { $in: REPORT_ROW_SOURCES.filter((s) => s !== TRACKER_SOURCE) }, ...(body.period ? { TIMESTAMP: between(body.period) } : {}) },
  });
  const { columns, rows } = await runReportQuery(caller.partnerId, { ...request, accessCheckFilters: { partnerId: [caller.partnerId] } }, buildReportQuery);
  const byPlatform = new Map(rows.map((row) => [row[0], row]));
  return body.campaignIds.map((campaignId) => {
    const row = byPlatform.get(accessible.get(campaignId)!.platform);
    return { campaignId, benchmarks: BENCHMARK_METRICS.map((metricName) => ({ metricName, metricValue: Number(row?.[columns.indexOf(metricName)] ?? 0) })) };
  });
}
