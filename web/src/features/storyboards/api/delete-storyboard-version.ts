import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { storyboardsQueryKey } from './list-storyboards';

/** DELETE /assets/concepts/{id}/storyboards/{sid}/version/{vid}: answers the new latestVersion. */
export const deleteStoryboardVersion = (partnerId: string, conceptId: string, sid: string, vid: string) =>
  api.delete<{ latestVersion: number | null }>(`assets/concepts/${conceptId}/storyboards/${sid}/version/${vid}`, { query: { partnerId } });

export function useDeleteStoryboardVersion(partnerId: string | null, conceptId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sid, vid }: { sid: string; vid: string }) => deleteStoryboardVersion(partnerId!, conceptId!, sid, vid),
    onSettled: () => client.invalidateQueries({ queryKey: storyboardsQueryKey(partnerId, conceptId) }),
  });
}
