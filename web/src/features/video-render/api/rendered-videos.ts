import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RenderQueueState } from '@shared/contracts/renders';
import type { CampaignVideoCreative } from '@shared/contracts/video-render';
import { api } from '@web/lib/api-client';

export const videoRenderKeys = {
  creatives: (campaignId: string) => ['video-render', campaignId, 'creatives'] as const,
  state: (campaignId: string) => ['video-render', campaignId, 'render-queue'] as const,
};

/** GET campaigns/{id}/rendered-videos (ours): the campaign's video creatives with their last render. */
export function useVideoCreatives(campaignId: string) {
  return useQuery({ queryKey: videoRenderKeys.creatives(campaignId), queryFn: () => api.get<CampaignVideoCreative[]>(`campaigns/${campaignId}/rendered-videos`, { notFoundIsAnswer: true }), retry: false });
}

/** GET campaigns/{id}/render-queue/state (renders): polled each second while a job of the campaign runs. */
export function useRenderQueueState(campaignId: string, enabled: boolean) {
  return useQuery({
    queryKey: videoRenderKeys.state(campaignId),
    queryFn: () => api.get<RenderQueueState>(`campaigns/${campaignId}/render-queue/state`, { notFoundIsAnswer: true }),
    enabled,
    refetchInterval: (q) => (q.state.data?.job && ['queued', 'progress'].includes(q.state.data.job.status) ? 1000 : false),
  });
}

/** POST campaigns/{id}/rendered-videos: all of the campaign's video creatives through the render queue. */
export function useStartVideoRender(campaignId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ jobId: string; total: number }>(`campaigns/${campaignId}/rendered-videos`, {}),
    onSuccess: () => void client.invalidateQueries({ queryKey: videoRenderKeys.state(campaignId) }),
  });
}
