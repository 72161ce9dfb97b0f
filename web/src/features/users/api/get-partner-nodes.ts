import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

interface TreeNode {
  _id: string;
  name: string;
  children?: TreeNode[];
}
export interface NodeOption {
  value: string;
  label: string;
}

/** The partner's business nodes as flat options, indented by depth (GET business-nodes). */
export async function getPartnerNodes(partnerId: string | null): Promise<NodeOption[]> {
  const tree = await api.get<TreeNode[]>('business-nodes', { query: { partnerId } });
  const out: NodeOption[] = [];
  const walk = (nodes: TreeNode[], depth: number) => {
    for (const n of nodes) {
      out.push({ value: n._id, label: `${'\u00a0\u00a0'.repeat(depth)}${n.name}` });
      walk(n.children ?? [], depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}

export function usePartnerNodes(partnerId: string | null, enabled = true) {
  return useQuery(queryOptions({ queryKey: ['users', 'nodes', partnerId], queryFn: () => getPartnerNodes(partnerId), enabled: enabled && !!partnerId }));
}
