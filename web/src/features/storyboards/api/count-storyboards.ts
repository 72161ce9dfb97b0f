import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { storyboardsQueryKey } from './list-storyboards';

/** GET /assets/concepts/{id}/storyboards/count: { count } (the concept tabs' badge). */
export const countStoryboards = (partnerId: string, conceptId: string) => api.get<{ count: number }>(`assets/concepts/${conceptId}/storyboards/count`, { query: { partnerId } });

export function useStoryboardCount(partnerId: string | null, conceptId: string | undefined) {
  return useQuery(
    queryOptions({ queryKey: [...storyboardsQueryKey(partnerId, conceptId), 'count'], queryFn: () => countStoryboards(partnerId!, conceptId!), enabled: Boolean(partnerId && conceptId) }),
  );
}
