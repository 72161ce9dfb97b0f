import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryboardDto } from '@shared/contracts/storyboards';
import { api } from '@web/lib/api-client';
import { storyboardsQueryKey } from './list-storyboards';

/** PUT /assets/concepts/{id}/storyboards: the list in its new order, each with its sortIndex (assigned here, 002 3). */
export const saveStoryboardOrder = (partnerId: string, conceptId: string, ids: string[]) =>
  api.put<StoryboardDto[]>(`assets/concepts/${conceptId}/storyboards`, ids.map((_id, sortIndex) => ({ _id, sortIndex })), { query: { partnerId } });

export function useSaveStoryboardOrder(partnerId: string | null, conceptId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => saveStoryboardOrder(partnerId!, conceptId!, ids),
    onSuccess: (list) => client.setQueryData(storyboardsQueryKey(partnerId, conceptId), list),
  });
}
