import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportRequest } from '../../../../../shared/contracts/report';
import { runReport } from '../../../lib/run-report';

/**
 * One report; the request is the key, so a filter change asks again, an unchanged one does not, and two areas asking the
 * same (the overall stats and the last week over a 7-day range) share one call.
 */
export const reportQueryOptions = (partnerId: string | null, request: ReportRequest | null) =>
  queryOptions({
    queryKey: ['report', partnerId, request] as const,
    queryFn: () => runReport(partnerId!, request!),
    enabled: Boolean(partnerId && request),
  });

export function useReport(partnerId: string | null, request: ReportRequest | null) {
  return useQuery(reportQueryOptions(partnerId, request));
}
