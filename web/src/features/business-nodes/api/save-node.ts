import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateNodeBody, NodeDto } from '@shared/contracts/business-nodes';
import { api } from '@web/lib/api-client';
import { treeQueryKey } from './get-tree';

type Saved = Pick<NodeDto, '_id' | 'name' | 'type' | 'parentId' | 'timeZone' | 'timeZoneSet'>;

/** POST node: parentId, name, type (and partnerId). */
export const createNode = (partnerId: string, body: Omit<CreateNodeBody, 'partnerId'>) =>
  api.post<Saved>('business-nodes', { ...body, partnerId }, { query: { partnerId } });

/** PUT node: name, and a market's time zone (null: its country's; left out: unchanged). */
export const renameNode = (partnerId: string, id: string, name: string, timeZone?: string | null) =>
  api.put<Saved>(`business-nodes/${id}`, { name, ...(timeZone !== undefined ? { timeZone } : {}) }, { query: { partnerId } });

/** DELETE node. */
export const deleteNode = (partnerId: string, id: string) => api.delete<void>(`business-nodes/${id}`, { query: { partnerId } });

function useTreeMutation<V>(partnerId: string | null, run: (partnerId: string, v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => run(partnerId!, v),
    onSuccess: () => client.invalidateQueries({ queryKey: treeQueryKey(partnerId) }),
  });
}

export const useCreateNode = (partnerId: string | null) => useTreeMutation(partnerId, (p, body: Omit<CreateNodeBody, 'partnerId'>) => createNode(p, body));
export const useRenameNode = (partnerId: string | null) => useTreeMutation(partnerId, (p, v: { id: string; name: string; timeZone?: string | null }) => renameNode(p, v.id, v.name, v.timeZone));
export const useDeleteNode = (partnerId: string | null) => useTreeMutation(partnerId, (p, id: string) => deleteNode(p, id));
