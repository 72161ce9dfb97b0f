import { queryOptions } from '@tanstack/react-query';
import type { ReportRequest } from '@shared/contracts/report';
import type { DashboardScope } from '@shared/contracts/report-dashboard';
import { useEagerQuery } from '@web/lib/eager-query';
import { runReportBatched } from '@web/lib/run-report';

/**
 * One area's report, read among the campaigns of the dashboard's scope; the areas of one render go out as one batch.
 * The request and scope are the key, so a filter change asks again, an unchanged one does not, and two areas asking
 * the same (the overall stats and the last week over a 7-day range) share one report.
 */
export const reportQueryOptions = (partnerId: string | null, request: ReportRequest | null, campaigns: DashboardScope) =>
  queryOptions({
    queryKey: ['report', partnerId, request, campaigns] as const,
    queryFn: () => runReportBatched(partnerId!, request!, campaigns),
    enabled: Boolean(partnerId && request),
  });

/** Asked as the dashboard renders: its filter bar and areas are a heavy subtree to render first. */
export function useReport(partnerId: string | null, request: ReportRequest | null, campaigns: DashboardScope) {
  return useEagerQuery(reportQueryOptions(partnerId, request, campaigns));
}
