import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CampaignSettingsDto, WatcherDto } from '@shared/contracts/campaigns';
import { api } from '@web/lib/api-client';
import { creativesKeys } from './keys';

export type Watcher = Pick<WatcherDto, '_id' | 'name' | 'email'>;

/** GET campaigns/{id}/settings: the campaign's watchers, named (whom an approval request goes to first). */
export function useCampaignWatchers(campaignId: string, enabled: boolean) {
  return useQuery({
    queryKey: creativesKeys.watchers(campaignId),
    queryFn: () => api.get<CampaignSettingsDto>(`campaigns/${campaignId}/settings`).then((s): Watcher[] => s.watchers),
    enabled,
  });
}

/** GET users/watchers?partnerId&marketId&input (001 7): other users of the campaign's market, as the requester types. */
export function useMarketUsers(partnerId: string | null, marketId: string, input: string, enabled: boolean) {
  return useQuery({
    queryKey: ['creatives-market-users', partnerId, marketId, input],
    queryFn: () => api.get<WatcherDto[]>('users/watchers', { query: { partnerId, marketId, input } }),
    enabled: enabled && Boolean(partnerId),
    placeholderData: keepPreviousData,
  });
}
