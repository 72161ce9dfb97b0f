import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoogleAdsAdGroup, GoogleAdsCampaign } from '@shared/contracts/ad-platforms';
import type { PublishAcceptedDto, PublishBody, PublishingStateDto } from '@shared/contracts/publishing';
import { api } from '@web/lib/api-client';

export const publishingKeys = { state: (campaignId: string) => ['publishing', campaignId, 'state'] as const };

/** GET campaigns/{id}/publishing/state: asked again every 2 s while a channel is queued or running. */
export function usePublishingState(campaignId: string, enabled: boolean) {
  return useQuery({
    queryKey: publishingKeys.state(campaignId),
    queryFn: () => api.get<PublishingStateDto>(`campaigns/${campaignId}/publishing/state`),
    enabled,
    refetchInterval: (q) => (q.state.data?.channels.some((c) => c.status === 'queued' || c.status === 'progress') ? 2000 : false),
  });
}

/** POST campaigns/{id}/publish { channels }, or POST google-ads/publish for the chosen ad groups. */
export function usePublish(campaignId: string, nodeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ channels, adGroupIds, creativeIds }: PublishBody & { adGroupIds?: string[] }) => {
      const others = channels.filter((c) => c !== 'gads');
      const answers: PublishAcceptedDto[] = [];
      // some creatives chosen: only those; none: every live one of the campaign
      const chosen = creativeIds?.length ? { creativeIds } : {};
      if (others.length) answers.push(await api.post<PublishAcceptedDto>(`campaigns/${campaignId}/publish`, { channels: others, ...chosen }));
      if (channels.includes('gads')) answers.push(await api.post<PublishAcceptedDto>('google-ads/publish', { campaignId, nodeId, adGroupIds, ...chosen }));
      return answers;
    },
    onSettled: () => client.invalidateQueries({ queryKey: publishingKeys.state(campaignId) }),
  });
}

/** The ad groups of the node's Google Ads campaigns (GET google-ads/campaigns, then each campaign's adgroups). */
export function useGoogleAdsAdGroups(nodeId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['publishing', 'gads-ad-groups', nodeId],
    enabled,
    queryFn: async () => {
      const campaigns = await api.get<GoogleAdsCampaign[]>(`google-ads/campaigns?nodeId=${nodeId}`);
      const groups = await Promise.all(campaigns.map((c) => api.get<GoogleAdsAdGroup[]>(`google-ads/campaign/${c.id}/adgroups?nodeId=${nodeId}`).then((g) => g.map((x) => ({ ...x, campaignName: c.name })))));
      return groups.flat();
    },
  });
}
