import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { personalizeKeys, treeBase } from './keys';
import type { AvailableFilters } from './types';

/** GET B/available-filters (001 7): the values each group of the filter drawer offers. */
export const getAvailableFilters = (campaignId: string, treeId: string) => api.get<AvailableFilters>(`${treeBase(campaignId, treeId)}/available-filters`);

export function useAvailableFilters(campaignId: string, treeId: string, enabled: boolean) {
  return useQuery({ queryKey: personalizeKeys.filters(campaignId, treeId), queryFn: () => getAvailableFilters(campaignId, treeId), enabled, retry: false });
}
