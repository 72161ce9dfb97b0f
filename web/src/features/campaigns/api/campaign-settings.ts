import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignSettingsBody, CampaignSettingsDto, CampaignSettingsUpdatedDto } from '@shared/contracts/campaigns';
import { api } from '@web/lib/api-client';
import { campaignsQueryKey } from './list-campaigns';
import { useCampaignMutation } from './use-campaign-mutation';

export const campaignSettingsQueryKey = (partnerId: string | null, id: string) => [...campaignsQueryKey(partnerId), 'settings', id] as const;

/** GET campaigns/{id}/settings: the settings and what the caller may change (basic or advanced, 001 6). */
export function getCampaignSettings(partnerId: string, id: string): Promise<CampaignSettingsDto> {
  return api.get<CampaignSettingsDto>(`campaigns/${id}/settings`, { query: { partnerId } });
}

export function useCampaignSettings(partnerId: string | null, id: string) {
  return useQuery(queryOptions({ queryKey: campaignSettingsQueryKey(partnerId, id), queryFn: () => getCampaignSettings(partnerId!, id), enabled: Boolean(partnerId) }));
}

/** PATCH campaigns/{id}/settings: the changed fields; answers 'Campaign settings updated successfully' and the settings. */
export function updateCampaignSettings(partnerId: string, { id, body }: { id: string; body: CampaignSettingsBody }): Promise<CampaignSettingsUpdatedDto> {
  return api.patch<CampaignSettingsUpdatedDto>(`campaigns/${id}/settings`, body, { query: { partnerId } });
}

export const useUpdateCampaignSettings = (partnerId: string | null) => useCampaignMutation(partnerId, updateCampaignSettings);
