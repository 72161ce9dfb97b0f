import { useQuery } from '@tanstack/react-query';
import type { RelevantDimensions, ReportRequest } from '@shared/contracts/report';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';

/** POST report/relevant-dimensions: the fields with a value in the rows of these filters (002 7). */
export function getRelevantDimensions(partnerId: string, request: ReportRequest): Promise<RelevantDimensions> {
  return api.post<RelevantDimensions>('report/relevant-dimensions', request, { query: { partnerId } });
}

export function useRelevantDimensions(request: ReportRequest) {
  const partnerId = useCurrentPartnerId();
  return useQuery({
    queryKey: ['report', partnerId, 'relevant-dimensions', request] as const,
    queryFn: () => getRelevantDimensions(partnerId!, request),
    enabled: Boolean(partnerId),
    select: (dimensions) => new Set<string>(dimensions.map((d) => d.id)),
  });
}
