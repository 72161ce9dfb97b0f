import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VariationChange, VariationChangesRequest } from '@shared/contracts/report-dashboard';
import { api } from '@web/lib/api-client';

/** POST /report/variation-changes: the variations that went live in the period. */
export function getVariationChanges(partnerId: string, request: VariationChangesRequest): Promise<VariationChange[]> {
  return api.post<VariationChange[]>('report/variation-changes', request, { query: { partnerId } });
}

export const variationChangesQueryOptions = (partnerId: string | null, request: VariationChangesRequest, enabled = true) =>
  queryOptions({
    queryKey: ['variation-changes', partnerId, request] as const,
    queryFn: () => getVariationChanges(partnerId!, request),
    enabled: Boolean(partnerId) && enabled,
  });

export function useVariationChanges(partnerId: string | null, request: VariationChangesRequest, enabled?: boolean) {
  return useQuery(variationChangesQueryOptions(partnerId, request, enabled));
}
