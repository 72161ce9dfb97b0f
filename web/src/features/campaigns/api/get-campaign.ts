import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDto } from '@shared/contracts/campaigns';
import { api } from '@web/lib/api-client';
import { campaignsQueryKey } from './list-campaigns';

export const campaignQueryKey = (partnerId: string | null, id: string | undefined) => [...campaignsQueryKey(partnerId), 'one', id] as const;

/** GET campaigns/{id}: one campaign (an id the caller may not access answers 'Access to the Campaign denied'). */
export function getCampaign(partnerId: string, id: string): Promise<CampaignDto> {
  return api.get<CampaignDto>(`campaigns/${id}`, { query: { partnerId } });
}

export function useCampaign(partnerId: string | null, id: string | undefined) {
  return useQuery(queryOptions({ queryKey: campaignQueryKey(partnerId, id), queryFn: () => getCampaign(partnerId!, id!), enabled: Boolean(partnerId && id) }));
}
