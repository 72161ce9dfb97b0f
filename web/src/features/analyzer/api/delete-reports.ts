import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { savedReportsKey } from './saved-reports-keys';

/** DELETE report/analyze-view/{id}?partnerId, one call per id (002 7); stops at the first failure. */
export async function deleteReports(partnerId: string, ids: readonly string[]): Promise<void> {
  for (const id of ids) await api.delete<void>(`report/analyze-view/${id}`, { query: { partnerId } });
}

export function useDeleteReports() {
  const partnerId = useCurrentPartnerId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteReports(partnerId!, ids),
    // Also after a failure: the reports deleted before it are gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedReportsKey(partnerId) }),
  });
}
