import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryboardUserDto } from '@shared/contracts/storyboards';
import { api } from '@web/lib/api-client';
import { storyboardsQueryKey } from './list-storyboards';

/** GET .../storyboards/{sid}/users: who works on the storyboard, Final or Interim. */
export const listStoryboardUsers = (partnerId: string, conceptId: string, sid: string) =>
  api.get<StoryboardUserDto[]>(`assets/concepts/${conceptId}/storyboards/${sid}/users`, { query: { partnerId } });

export function useStoryboardUsers(partnerId: string | null, conceptId: string | undefined, sid: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...storyboardsQueryKey(partnerId, conceptId), 'users', sid],
      queryFn: () => listStoryboardUsers(partnerId!, conceptId!, sid!),
      enabled: Boolean(partnerId && conceptId && sid),
    }),
  );
}
