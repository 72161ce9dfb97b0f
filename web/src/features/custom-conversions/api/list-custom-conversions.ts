import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomConversion } from '@shared/contracts/custom-conversions';
import { api } from '@web/lib/api-client';

export const customConversionsQueryKey = (partnerId: string | null) => ['custom-conversions', partnerId] as const;

/** GET report/custom-conversions?partnerId: the current partner's conversions (the analyzer lists their metrics too). */
export function listCustomConversions(partnerId: string): Promise<CustomConversion[]> {
  return api.get<CustomConversion[]>('report/custom-conversions', { query: { partnerId } });
}

export const customConversionsQueryOptions = (partnerId: string | null) =>
  queryOptions({ queryKey: customConversionsQueryKey(partnerId), queryFn: () => listCustomConversions(partnerId!), enabled: Boolean(partnerId) });

export function useCustomConversions(partnerId: string | null) {
  return useQuery(customConversionsQueryOptions(partnerId));
}
