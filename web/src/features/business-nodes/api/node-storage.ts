import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestConnectionResult } from '@shared/contracts/cloud-storage';
import type { AvailableStorageDto, NodeStorageBody, NodeStorageDto } from '@shared/contracts/node-storage';
import { api } from '@web/lib/api-client';

const storageKey = (partnerId: string | null, id: string) => ['business-nodes', partnerId, id, 'cloud-storage-connection'] as const;
const path = (id: string) => `business-nodes/${id}/cloud-storage-connection`;

/** GET cloud-storage-connection: the node and its connection (null when none). */
export const getNodeStorage = (partnerId: string, id: string) => api.get<NodeStorageDto>(path(id), { query: { partnerId } });

export const useNodeStorage = (partnerId: string | null, id: string) =>
  useQuery({ queryKey: storageKey(partnerId, id), queryFn: () => getNodeStorage(partnerId!, id), enabled: Boolean(partnerId) });

/** GET available-cloud-storages: the partner's storage configs (id, name, type, bucket) for callers who are not super. */
export const getAvailableStorages = (partnerId: string, id: string) =>
  api.get<AvailableStorageDto[]>(`business-nodes/${id}/available-cloud-storages`, { query: { partnerId } });

export const useAvailableStorages = (partnerId: string | null, id: string) =>
  useQuery({ queryKey: [...storageKey(partnerId, id), 'available'], queryFn: () => getAvailableStorages(partnerId!, id), enabled: Boolean(partnerId) });

/** POST when the node has no connection yet, PUT when it has one. */
export const saveNodeStorage = (partnerId: string, id: string, body: NodeStorageBody, exists: boolean) =>
  exists ? api.put<NodeStorageDto>(path(id), body, { query: { partnerId } }) : api.post<NodeStorageDto>(path(id), body, { query: { partnerId } });

export const deleteNodeStorage = (partnerId: string, id: string) => api.delete<NodeStorageDto>(path(id), { query: { partnerId } });

/** POST cloud-storage-connection/test: a real call to the connected storage under the node's folder. */
export const testNodeStorage = (partnerId: string, id: string) => api.post<TestConnectionResult>(`${path(id)}/test`, {}, { query: { partnerId } });

export function useNodeStorageActions(partnerId: string | null, id: string) {
  const client = useQueryClient();
  const onSuccess = (data: NodeStorageDto) => {
    client.setQueryData(storageKey(partnerId, id), data);
    // the tree's connection summaries change with it
    void client.invalidateQueries({ queryKey: ['business-nodes', partnerId], exact: true });
  };
  return {
    save: useMutation({ mutationFn: ({ body, exists }: { body: NodeStorageBody; exists: boolean }) => saveNodeStorage(partnerId!, id, body, exists), onSuccess }),
    remove: useMutation({ mutationFn: () => deleteNodeStorage(partnerId!, id), onSuccess }),
    test: useMutation({ mutationFn: () => testNodeStorage(partnerId!, id) }),
  };
}
