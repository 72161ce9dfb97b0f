import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportAssets } from '@shared/contracts/report-dashboard';
import { api } from '@web/lib/api-client';

/** POST /report/assets: body partnerId and ids (variation hashes); a map of hash to preview. */
export function getReportAssets(partnerId: string, ids: string[]): Promise<ReportAssets> {
  return api.post<ReportAssets>('report/assets', { partnerId, ids }, { query: { partnerId } });
}

export const reportAssetsQueryOptions = (partnerId: string | null, ids: string[]) =>
  queryOptions({
    queryKey: ['report-assets', partnerId, ids] as const,
    queryFn: () => getReportAssets(partnerId!, ids),
    enabled: Boolean(partnerId) && ids.length > 0,
    staleTime: 10 * 60_000,
  });

export function useReportAssets(partnerId: string | null, ids: string[]) {
  return useQuery(reportAssetsQueryOptions(partnerId, ids));
}
