import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NodeSubscribersDto, NodeUserDto } from '@shared/contracts/business-nodes';
import { api } from '@web/lib/api-client';

const subscribersKey = (partnerId: string | null, id: string) => ['business-nodes', partnerId, id, 'subscribers'] as const;

/** GET subscribers: the node, its subscribers and the users who could subscribe. */
export const getSubscribers = (partnerId: string, id: string) =>
  api.get<NodeSubscribersDto>(`business-nodes/${id}/subscribers`, { query: { partnerId } });

export const subscribersQueryOptions = (partnerId: string | null, id: string) =>
  queryOptions({ queryKey: subscribersKey(partnerId, id), queryFn: () => getSubscribers(partnerId!, id), enabled: Boolean(partnerId) });

export const useSubscribers = (partnerId: string | null, id: string) => useQuery(subscribersQueryOptions(partnerId, id));

/** PUT node: subscribers (the whole list). */
export const putSubscribers = (partnerId: string, id: string, subscribers: string[]) =>
  api.put<NodeUserDto[]>(`business-nodes/${id}/subscribers`, { subscribers }, { query: { partnerId } });

export function useSetSubscribers(partnerId: string | null, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscribers: string[]) => putSubscribers(partnerId!, id, subscribers),
    onSuccess: () => client.invalidateQueries({ queryKey: subscribersKey(partnerId, id) }),
  });
}
