import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RecommendationCreateResult, Recommendations, RecommendedItem } from '@shared/contracts/asset-recommendations';
import type { RecommendationFeedback } from '@shared/domain/asset-recommendations';
import { api } from '@web/lib/api-client';
import { subscribeRealtime } from '@web/lib/realtime';

/** While something is being made, the recommendations are asked this often too (a ws-event lost while reconnecting). */
const PENDING_POLL_MS = 3_000;

const key = (partnerId: string | null, assetId: string) => ['asset-recommendations', partnerId, assetId] as const;
const isPending = (r: Recommendations | undefined) => r?.status === 'pending' || Boolean(r?.items.some((i) => i.status === 'pending'));

/**
 * POST assets/single-files/recommendation {url}: the stored recommendations of an image. The generation job's
 * 'recommendations-ready' and the cut-out's 'background-removed' ws-events ask again at once.
 */
export function useRecommendations(partnerId: string | null, assetId: string, enabled: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: key(partnerId, assetId),
    queryFn: () => api.post<Recommendations>('assets/single-files/recommendation', { url: assetId }, { query: { partnerId } }),
    enabled: Boolean(partnerId) && enabled,
    refetchInterval: (q) => (isPending(q.state.data) ? PENDING_POLL_MS : false),
  });
  useEffect(
    () =>
      subscribeRealtime((e) => {
        if (e.source === 'assets' && (e.event === 'recommendations-ready' || e.event === 'background-removed')) void client.invalidateQueries({ queryKey: key(partnerId, assetId) });
      }),
    [assetId, client, partnerId],
  );
  return query;
}

/** POST .../recommendation/generate {url, tags}. */
export function useGenerateRecommendations(partnerId: string | null, assetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tags: string[]) => api.post<Recommendations>('assets/single-files/recommendation/generate', { url: assetId, tags }, { query: { partnerId } }),
    onSuccess: (data) => client.setQueryData(key(partnerId, assetId), data),
  });
}

/** POST .../recommendation/create {assets, nodeIds, partnerId}: keep items as library assets. */
export function useKeepRecommendations(partnerId: string | null, assetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<RecommendationCreateResult>('assets/single-files/recommendation/create', { assets: ids, nodeIds: [], partnerId }, { query: { partnerId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: key(partnerId, assetId) });
      void client.invalidateQueries({ queryKey: ['assets'] });
    },
  });
}

/** POST .../recommendation/feedback {url, feedback}: thumbs up or down on one item. */
export function useRecommendationFeedback(partnerId: string | null, assetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; feedback: RecommendationFeedback }) =>
      api.post<RecommendedItem>('assets/single-files/recommendation/feedback', { url: input.id, feedback: input.feedback }, { query: { partnerId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: key(partnerId, assetId) }),
  });
}
