import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveStoryboardDto } from '@shared/contracts/storyboards';
import { api } from '@web/lib/api-client';
import { storyboardsQueryKey } from './list-storyboards';

/** POST /assets/concepts/{id}/storyboards/{sid}/approve with an optional versionId (final approvers). */
export const approveStoryboard = (partnerId: string, conceptId: string, sid: string, versionId?: string) =>
  api.post<ApproveStoryboardDto>(`assets/concepts/${conceptId}/storyboards/${sid}/approve`, versionId ? { versionId } : {}, { query: { partnerId } });

export function useApproveStoryboard(partnerId: string | null, conceptId: string | undefined, onConceptMoved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sid, versionId }: { sid: string; versionId?: string }) => approveStoryboard(partnerId!, conceptId!, sid, versionId),
    onSuccess: () => onConceptMoved(),
    onSettled: () => client.invalidateQueries({ queryKey: storyboardsQueryKey(partnerId, conceptId) }),
  });
}
