import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WatcherDto } from '@shared/contracts/campaigns';
import { api } from '@web/lib/api-client';

/** GET users/watchers (001 7 'Users in this area'): the users of a market who may watch a campaign, matching the input. */
export function listWatchers(partnerId: string, marketId: string, input: string): Promise<WatcherDto[]> {
  return api.get<WatcherDto[]>('users/watchers', { query: { partnerId, marketId, input } });
}

export function useWatchers(partnerId: string | null, marketId: string | undefined, input: string) {
  return useQuery(
    queryOptions({
      queryKey: ['campaign-watchers', partnerId, marketId, input],
      queryFn: () => listWatchers(partnerId!, marketId!, input),
      enabled: Boolean(partnerId && marketId),
      placeholderData: keepPreviousData,
    }),
  );
}
