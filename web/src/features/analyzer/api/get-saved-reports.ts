import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SAVED_REPORTS_PAGE_SIZE } from '@shared/constants';
import type { SavedReportPage } from '@shared/contracts/saved-reports';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { savedReportsKey } from './saved-reports-keys';

/** GET report/analyze-view?partnerId: one page of the current partner's saved reports (page size 25) and the total. */
export function getSavedReports(partnerId: string, offset: number, limit = SAVED_REPORTS_PAGE_SIZE): Promise<SavedReportPage> {
  return api.get<SavedReportPage>('report/analyze-view', { query: { partnerId, offset, limit } });
}

export const savedReportsQuery = (partnerId: string | null, offset: number) =>
  queryOptions({
    queryKey: [...savedReportsKey(partnerId), offset] as const,
    queryFn: () => getSavedReports(partnerId!, offset),
    enabled: Boolean(partnerId),
    placeholderData: keepPreviousData,
  });

export function useSavedReports(offset: number) {
  return useQuery(savedReportsQuery(useCurrentPartnerId(), offset));
}
