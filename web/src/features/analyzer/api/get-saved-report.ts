import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedReport } from '@shared/contracts/saved-reports';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { savedReportKey } from './saved-reports-keys';

/** GET report/analyze-view/{id}?partnerId: one saved report. */
export function getSavedReport(partnerId: string, id: string): Promise<SavedReport> {
  return api.get<SavedReport>(`report/analyze-view/${id}`, { query: { partnerId } });
}

export const savedReportQuery = (partnerId: string | null, id: string | undefined) =>
  queryOptions({ queryKey: savedReportKey(partnerId, id), queryFn: () => getSavedReport(partnerId!, id!), enabled: Boolean(partnerId && id) });

export function useSavedReport(id: string | undefined) {
  return useQuery(savedReportQuery(useCurrentPartnerId(), id));
}
