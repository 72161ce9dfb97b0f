import { useQuery } from '@tanstack/react-query';
import type { TreePerformance } from '@shared/contracts/tree-performance';
import { api } from '@web/lib/api-client';

/** GET campaigns/{id}/tree-performance (ours): every tree of the campaign with its numbers per path. */
export const getTreePerformance = (campaignId: string) => api.get<TreePerformance>(`campaigns/${campaignId}/tree-performance`);

export const treePerformanceKey = (campaignId: string) => ['tree-performance', campaignId] as const;

export function useTreePerformance(campaignId: string, enabled: boolean) {
  return useQuery({ queryKey: treePerformanceKey(campaignId), queryFn: () => getTreePerformance(campaignId), enabled, staleTime: 5 * 60_000 });
}
