import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignBenchmark } from '../../../../../shared/contracts/report-dashboard';
import { api } from '../../../lib/api-client';

/** POST campaigns/benchmarks: body campaignIds; each campaign's benchmark metrics. */
export function getBenchmarks(partnerId: string, campaignIds: string[]): Promise<CampaignBenchmark[]> {
  return api.post<CampaignBenchmark[]>('campaigns/benchmarks', { campaignIds }, { query: { partnerId } });
}

export const benchmarksQueryOptions = (partnerId: string | null, campaignIds: string[]) =>
  queryOptions({
    queryKey: ['campaign-benchmarks', partnerId, campaignIds] as const,
    queryFn: () => getBenchmarks(partnerId!, campaignIds),
    enabled: Boolean(partnerId) && campaignIds.length > 0,
  });

export function useBenchmarks(partnerId: string | null, campaignIds: string[]) {
  return useQuery(benchmarksQueryOptions(partnerId, campaignIds));
}
