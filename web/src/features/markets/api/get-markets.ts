import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Market } from '@shared/contracts/markets';
import { api } from '@web/lib/api-client';

export const marketsQueryKey = (partnerId: string | null) => ['markets', partnerId] as const;

/** GET markets/{partnerId}: the current partner's markets. */
export function getMarkets(partnerId: string): Promise<Market[]> {
  return api.get<Market[]>(`markets/${partnerId}`, { query: { partnerId } });
}

export const marketsQueryOptions = (partnerId: string | null) =>
  queryOptions({ queryKey: marketsQueryKey(partnerId), queryFn: () => getMarkets(partnerId!), enabled: Boolean(partnerId) });

export function useMarkets(partnerId: string | null) {
  return useQuery(marketsQueryOptions(partnerId));
}
