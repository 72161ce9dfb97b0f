import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NodeDto } from '@shared/contracts/business-nodes';
import { api } from '@web/lib/api-client';

export const treeQueryKey = (partnerId: string | null) => ['business-nodes', partnerId] as const;

/** GET business-nodes: the current partner's tree as far as the caller may see it, with access flags per node. */
export function getTree(partnerId: string): Promise<NodeDto[]> {
  return api.get<NodeDto[]>('business-nodes', { query: { partnerId } });
}

export const treeQueryOptions = (partnerId: string | null) =>
  queryOptions({ queryKey: treeQueryKey(partnerId), queryFn: () => getTree(partnerId!), enabled: Boolean(partnerId) });

export function useTree(partnerId: string | null) {
  return useQuery(treeQueryOptions(partnerId));
}
