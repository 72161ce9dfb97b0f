import { useCallback, useMemo } from 'react';
import type { NodeDto } from '@shared/contracts/business-nodes';
import { useTree } from '@web/features/business-nodes';

export const flattenNodes = (nodes: NodeDto[]): NodeDto[] => nodes.flatMap((n) => [n, ...flattenNodes(n.children)]);

/** The current partner's business-node tree as the campaign screens need it: its markets and a node's name by id. */
export function useMarketNodes(partnerId: string | null) {
  const tree = useTree(partnerId);
  const all = useMemo(() => flattenNodes(tree.data ?? []), [tree.data]);
  const byId = useMemo(() => new Map(all.map((n) => [n._id, n])), [all]);
  const markets = useMemo(() => all.filter((n) => n.type === 'market'), [all]);
  const nodeName = useCallback((id: string) => byId.get(id)?.name ?? id, [byId]);
  return { all, byId, markets, nodeName, loading: tree.isLoading };
}
