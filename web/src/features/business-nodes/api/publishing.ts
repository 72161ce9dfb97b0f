import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishingBody, PublishingDto } from '@shared/contracts/business-nodes';
import { api } from '@web/lib/api-client';

const publishingKey = (partnerId: string | null, id: string) => ['business-nodes', partnerId, id, 'publishing'] as const;

/** GET publishing: text properties and masked tokens. */
export const getPublishing = (partnerId: string, id: string) => api.get<PublishingDto>(`business-nodes/${id}/publishing`, { query: { partnerId } });

export const usePublishing = (partnerId: string | null, id: string) =>
  useQuery({ queryKey: publishingKey(partnerId, id), queryFn: () => getPublishing(partnerId!, id), enabled: Boolean(partnerId) });

/** PUT publishing: tokens only when typed, removed with their remove flag. */
export const putPublishing = (partnerId: string, id: string, body: PublishingBody) =>
  api.put<PublishingDto>(`business-nodes/${id}/publishing`, body, { query: { partnerId } });

export function useSavePublishing(partnerId: string | null, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishingBody) => putPublishing(partnerId!, id, body),
    onSuccess: (data) => client.setQueryData(publishingKey(partnerId, id), data),
  });
}
