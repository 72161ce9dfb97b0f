import { useQuery } from '@tanstack/react-query';
import type { NodeUserDto } from '@shared/contracts/business-nodes';
import { api } from '@web/lib/api-client';

/** GET users/node/{id} (the users part's call): the users assigned to the node. */
export const getNodeUsers = (partnerId: string, id: string) => api.get<NodeUserDto[]>(`users/node/${id}`, { query: { partnerId } });

export const useNodeUsers = (partnerId: string | null, id: string) =>
  useQuery({ queryKey: ['users', 'node', partnerId, id], queryFn: () => getNodeUsers(partnerId!, id), enabled: Boolean(partnerId) });
