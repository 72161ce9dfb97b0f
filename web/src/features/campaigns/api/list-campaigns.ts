import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignListDto, ListCampaignsQuery } from '@shared/contracts/campaigns';
import { api } from '@web/lib/api-client';

export type CampaignListParams = Omit<ListCampaignsQuery, 'partnerId'> & { page: number; limit: number };

export const campaignsQueryKey = (partnerId: string | null) => ['campaigns', partnerId] as const;

/** GET campaigns: a page of the current partner's campaigns the caller may access (0-based page), with search and filters. */
export function listCampaigns(partnerId: string, params: CampaignListParams): Promise<CampaignListDto> {
  return api.get<CampaignListDto>('campaigns', { query: { partnerId, ...params } });
}

export function useCampaigns(partnerId: string | null, params: CampaignListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...campaignsQueryKey(partnerId), 'list', params],
      queryFn: () => listCampaigns(partnerId!, params),
      enabled: Boolean(partnerId),
      placeholderData: keepPreviousData,
    }),
  );
}
