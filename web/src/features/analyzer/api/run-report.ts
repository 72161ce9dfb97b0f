import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportRequest } from '@shared/contracts/report';
import { COUNT_COLUMN } from '@shared/reporting/metrics';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { runReport } from '@web/lib/run-report';

/** A count query's answer: its one number. */
export async function countReport(partnerId: string, request: ReportRequest): Promise<number> {
  const { rows } = await runReport(partnerId, request);
  return Number(rows[0]?.[COUNT_COLUMN] ?? 0);
}

export const reportRowsQuery = (partnerId: string | null, request: ReportRequest | null) =>
  queryOptions({
    queryKey: ['report', partnerId, 'rows', request] as const,
    queryFn: () => runReport(partnerId!, request!),
    enabled: Boolean(partnerId && request),
    placeholderData: keepPreviousData,
  });

export function useReportRows(request: ReportRequest | null) {
  return useQuery(reportRowsQuery(useCurrentPartnerId(), request));
}

/** The total of a view: a count query, or one row when the view has neither split nor granularity. */
export function useReportCount(request: ReportRequest | null, enabled: boolean) {
  const partnerId = useCurrentPartnerId();
  return useQuery({
    queryKey: ['report', partnerId, 'count', request] as const,
    queryFn: () => (request ? countReport(partnerId!, request) : Promise.resolve(1)),
    enabled: Boolean(partnerId) && enabled,
  });
}
