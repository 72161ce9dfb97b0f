import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryboardDto } from '@shared/contracts/storyboards';
import { api } from '@web/lib/api-client';

export const storyboardsQueryKey = (partnerId: string | null, conceptId: string | undefined) => ['storyboards', partnerId, conceptId] as const;

const PROCESSING_POLL_MS = 2_000;
const isBusy = (list: StoryboardDto[] | undefined) => Boolean(list?.some((s) => s.versions.some((v) => v.status === 'processing')));

/** GET /assets/concepts/{id}/storyboards: the concept's storyboards in their order. */
export const listStoryboards = (partnerId: string, conceptId: string) => api.get<StoryboardDto[]>(`assets/concepts/${conceptId}/storyboards`, { query: { partnerId } });

/** Asked again every 2 s while a version is processing (in case its ws-event was missed). */
export function useStoryboards(partnerId: string | null, conceptId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: storyboardsQueryKey(partnerId, conceptId),
      queryFn: () => listStoryboards(partnerId!, conceptId!),
      enabled: Boolean(partnerId && conceptId),
      refetchInterval: (query) => (isBusy(query.state.data) ? PROCESSING_POLL_MS : false),
    }),
  );
}
