import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignBenchmark } from '@shared/contracts/report-dashboard';
import type { Period } from '@shared/reporting/dashboard';
import { api } from '@web/lib/api-client';

/** POST campaigns/benchmarks: body campaignIds (and a period: else over all the facts); each campaign's benchmark metrics. */
export function getBenchmarks(partnerId: string, campaignIds: string[], period?: Period): Promise<CampaignBenchmark[]> {
  return api.post<CampaignBenchmark[]>('campaigns/benchmarks', { campaignIds, ...(period ? { period } : {}) }, { query: { partnerId } });
}

export const benchmarksQueryOptions = (partnerId: string | null, campaignIds: string[], period?: Period) =>
  queryOptions({
    queryKey: ['campaign-benchmarks', partnerId, campaignIds, period] as const,
    queryFn: () => getBenchmarks(partnerId!, campaignIds, period),
    enabled: Boolean(partnerId) && campaignIds.length > 0,
  });

export function useBenchmarks(partnerId: string | null, campaignIds: string[], period?: Period) {
  return useQuery(benchmarksQueryOptions(partnerId, campaignIds, period));
}
