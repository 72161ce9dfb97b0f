import { useQuery } from '@tanstack/react-query';
import type { ListTreesResponse } from '@shared/contracts/personalize';
import { api } from '@web/lib/api-client';
import { personalizeKeys } from './keys';

/** GET campaigns/{id}/personalize/trees (001 7): the campaign's trees, for the switcher and the redirect to the first. */
export const treesPath = (campaignId: string) => `campaigns/${campaignId}/personalize/trees`;
export const getTrees = (campaignId: string) => api.get<ListTreesResponse>(treesPath(campaignId));

export function useTrees(campaignId: string) {
  return useQuery({ queryKey: personalizeKeys.trees(campaignId), queryFn: () => getTrees(campaignId) });
}
