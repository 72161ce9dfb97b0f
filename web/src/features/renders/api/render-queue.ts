import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RenderQueueState } from '@shared/contracts/renders';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { rendersKeys } from './keys';

/** GET campaigns/{id}/render-queue/state (001 7): the campaign's current or last render job. */
export const getRenderQueueState = (campaignId: string, partnerId: string | null) =>
  api.get<RenderQueueState>(`campaigns/${campaignId}/render-queue/state`, { query: { partnerId }, notFoundIsAnswer: true });

export function useRenderQueueState(campaignId: string) {
  const partnerId = useCurrentPartnerId();
  return useQuery({ queryKey: rendersKeys.queue(campaignId), queryFn: () => getRenderQueueState(campaignId, partnerId) });
}

/** PATCH campaigns/{id}/cancel-render and restart-render (001 7): the answer is the job's new state. */
export function useRenderQueueAction(campaignId: string) {
  const client = useQueryClient();
  const partnerId = useCurrentPartnerId();
  return useMutation({
    mutationFn: (action: 'cancel-render' | 'restart-render') => api.patch<RenderQueueState>(`campaigns/${campaignId}/${action}`, {}, { query: { partnerId } }),
    onSuccess: (state) => client.setQueryData(rendersKeys.queue(campaignId), state),
  });
}
