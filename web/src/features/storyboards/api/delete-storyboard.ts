import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { storyboardsQueryKey } from './list-storyboards';

/** DELETE /assets/concepts/{id}/storyboards/{sid}. */
export const deleteStoryboard = (partnerId: string, conceptId: string, sid: string) => api.delete<{ _id: string }>(`assets/concepts/${conceptId}/storyboards/${sid}`, { query: { partnerId } });

export function useDeleteStoryboard(partnerId: string | null, conceptId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sid: string) => deleteStoryboard(partnerId!, conceptId!, sid),
    onSettled: () => client.invalidateQueries({ queryKey: storyboardsQueryKey(partnerId, conceptId) }),
  });
}
