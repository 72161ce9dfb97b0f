import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { personalizeKeys, treeBase } from './keys';
import type { FormatPerformance } from './types';


/** GET B/performance (ours): CTR and VTR per variant format; without an answer the cells read 'No data', the grid stays. */
export const getPerformance = (campaignId: string, treeId: string) =>
  api.get<{ formats: FormatPerformance[] }>(`${treeBase(campaignId, treeId)}/performance`, { notFoundIsAnswer: true });

export function usePerformance(campaignId: string, treeId: string) {
  return useQuery({ queryKey: personalizeKeys.performance(campaignId, treeId), queryFn: () => getPerformance(campaignId, treeId), retry: false, staleTime: 5 * 60_000 });
}
