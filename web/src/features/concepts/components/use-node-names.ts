import { useCallback, useMemo } from 'react';
import type { NodeDto } from '@shared/contracts/business-nodes';
import { useTree } from '@web/features/business-nodes';

const flatten = (nodes: NodeDto[]): NodeDto[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

export interface NodeOption {
  value: string;
  title: string;
  disabled: boolean;
  children: NodeOption[];
}

/** Tree-select options of the business nodes; with writableOnly, nodes the caller may not work on cannot be picked (000 6). */
export const nodeTreeOptions = (nodes: NodeDto[], writableOnly: boolean): NodeOption[] =>
  nodes.map((n) => ({ value: n._id, title: `${n.name} (${n.type})`, disabled: writableOnly && !n.writeAllowed, children: nodeTreeOptions(n.children, writableOnly) }));

/** The current partner's tree (the concept nodes fetch), its options for filters, and a node's name by id. */
export function useConceptNodes(partnerId: string | null) {
  const tree = useTree(partnerId);
  const data = useMemo(() => tree.data ?? [], [tree.data]);
  const byId = useMemo(() => new Map(flatten(data).map((n) => [n._id, n])), [data]);
  const treeOptions = useMemo(() => nodeTreeOptions(data, false), [data]);
  const nodeName = useCallback((id: string) => byId.get(id)?.name ?? id, [byId]);
  return { tree: data, treeOptions, loading: tree.isLoading, nodeName };
}
