import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDto } from '@shared/contracts/campaigns';
import { api } from '@web/lib/api-client';
import { campaignsQueryKey } from './list-campaigns';

export const campaignQueryKey = (partnerId: string | null, id: string | undefined) => [...campaignsQueryKey(partnerId), 'one', id] as const;

/** The campaign call's path and query. */
export const campaignRead = (partnerId: string, id: string) => [`campaigns/${id}`, { partnerId }] as const;

/** GET campaigns/{id}: one campaign (an id the caller may not access answers 'Access to the Campaign denied'). */
export function getCampaign(partnerId: string, id: string): Promise<CampaignDto> {
  const [path, query] = campaignRead(partnerId, id);
  return api.get<CampaignDto>(path, { query });
}

export function useCampaign(partnerId: string | null, id: string | undefined) {
  return useQuery(queryOptions({ queryKey: campaignQueryKey(partnerId, id), queryFn: () => getCampaign(partnerId!, id!), enabled: Boolean(partnerId && id) }));
}
