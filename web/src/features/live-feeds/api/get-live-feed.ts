import { useQuery } from '@tanstack/react-query';
import type { ChangeLogEntry, LiveFeedView } from '@shared/contracts/datasources';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';

export const liveFeedKey = (campaignId: string) => ['live-feed', campaignId] as const;
const query = (partnerId: string | null) => ({ partnerId: partnerId ?? undefined });

/** GET campaigns/{id}/datasources/live: the feed (null before one is connected) and each row's live and pending state. */
export const getLiveFeed = (campaignId: string, partnerId: string | null) => api.get<LiveFeedView>(`campaigns/${campaignId}/datasources/live`, { query: query(partnerId) });
/** GET campaigns/{id}/datasources/live/changes: the change log, newest first. */
export const listFeedChanges = (campaignId: string, partnerId: string | null) =>
  api.get<ChangeLogEntry[]>(`campaigns/${campaignId}/datasources/live/changes`, { query: query(partnerId) });

export function useLiveFeed(campaignId: string) {
  const partnerId = useCurrentPartnerId();
  return useQuery({ queryKey: [...liveFeedKey(campaignId), 'view'], queryFn: () => getLiveFeed(campaignId, partnerId) });
}

export function useFeedChanges(campaignId: string) {
  const partnerId = useCurrentPartnerId();
  return useQuery({ queryKey: [...liveFeedKey(campaignId), 'changes'], queryFn: () => listFeedChanges(campaignId, partnerId) });
}
