import { useQuery } from '@tanstack/react-query';
import type { ReportRequest } from '@shared/contracts/report';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { runReport } from '@web/lib/run-report';

/** A filter's options: a split on its field with no metrics (002 7), the values as text. */
export function useFilterValues(field: string, request: ReportRequest) {
  const partnerId = useCurrentPartnerId();
  return useQuery({
    queryKey: ['report', partnerId, 'filter-values', request] as const,
    queryFn: () => runReport(partnerId!, request),
    enabled: Boolean(partnerId),
    select: (table) => table.rows.map((row) => row[field]).filter((v): v is string | number => v !== null).map(String),
  });
}
