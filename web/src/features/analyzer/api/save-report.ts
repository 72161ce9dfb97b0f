import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalyzeViewBody, SavedReport } from '@shared/contracts/saved-reports';
import { MESSAGES } from '@shared/messages';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { savedReportKey, savedReportsKey } from './saved-reports-keys';

/** POST report/analyze-view?partnerId, body the report. */
export function createReport(partnerId: string, body: AnalyzeViewBody): Promise<SavedReport> {
  return api.post<SavedReport>('report/analyze-view', body, { query: { partnerId } });
}

/** PUT report/analyze-view/{id}?partnerId; no id is refused before any call ('Report ID is missing', 002 5). */
export function updateReport(partnerId: string, id: string | undefined, body: AnalyzeViewBody): Promise<SavedReport> {
  if (!id) return Promise.reject(new Error(MESSAGES.reportIdMissing));
  return api.put<SavedReport>(`report/analyze-view/${id}`, body, { query: { partnerId } });
}

/** POST report/analyze-view/{id}/copy?partnerId: the new report. */
export function copyReport(partnerId: string, id: string): Promise<SavedReport> {
  return api.post<SavedReport>(`report/analyze-view/${id}/copy`, {}, { query: { partnerId } });
}

type SaveInput = { kind: 'create'; body: AnalyzeViewBody } | { kind: 'update'; id: string | undefined; body: AnalyzeViewBody } | { kind: 'copy'; id: string };

/** Create, update or copy; the lists refresh and the saved report's cache holds the answer. */
export function useSaveReport() {
  const partnerId = useCurrentPartnerId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) => {
      if (!partnerId) return Promise.reject(new Error(MESSAGES.partnerNotFound));
      if (input.kind === 'create') return createReport(partnerId, input.body);
      if (input.kind === 'update') return updateReport(partnerId, input.id, input.body);
      return copyReport(partnerId, input.id);
    },
    onSuccess: (report) => {
      queryClient.setQueryData(savedReportKey(partnerId, report._id), report);
      return queryClient.invalidateQueries({ queryKey: savedReportsKey(partnerId) });
    },
  });
}
