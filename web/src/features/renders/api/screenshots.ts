import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScreenshotApprovalStatus, ScreenshotJobStarted, ScreenshotResults, ScreenshotSingleFiles } from '@shared/contracts/renders';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { rendersKeys } from './keys';

/** POST campaigns/{id}/make-screenshots or create-pdf { approvalStatus } (001 7): the job and how many creatives it renders. */
export function useStartScreenshots(campaignId: string) {
  const client = useQueryClient();
  const partnerId = useCurrentPartnerId();
  return useMutation({
    mutationFn: ({ output, approvalStatus }: { output: 'screenshots' | 'pdf'; approvalStatus: ScreenshotApprovalStatus }) =>
      api.post<ScreenshotJobStarted>(`campaigns/${campaignId}/${output === 'pdf' ? 'create-pdf' : 'make-screenshots'}`, { approvalStatus }, { query: { partnerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: rendersKeys.queue(campaignId) }),
  });
}

/** GET campaigns/{id}/screenshots/{approvalStatus}: the current screenshots and the last PDF, as download links. */
export function useScreenshotResults(campaignId: string, approvalStatus: ScreenshotApprovalStatus) {
  const partnerId = useCurrentPartnerId();
  return useQuery({
    queryKey: rendersKeys.results(campaignId, approvalStatus),
    queryFn: () => api.get<ScreenshotResults>(`campaigns/${campaignId}/screenshots/${approvalStatus}`, { query: { partnerId } }),
  });
}

/** POST campaigns/{id}/screenshots/{approvalStatus}/single-files: the screenshots kept in the asset library. */
export function useScreenshotsToLibrary(campaignId: string) {
  const partnerId = useCurrentPartnerId();
  return useMutation({
    mutationFn: (approvalStatus: ScreenshotApprovalStatus) => api.post<ScreenshotSingleFiles>(`campaigns/${campaignId}/screenshots/${approvalStatus}/single-files`, {}, { query: { partnerId } }),
  });
}
