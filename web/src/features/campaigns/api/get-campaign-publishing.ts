import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignPublishingDto } from '@shared/contracts/campaigns';
import { api } from '@web/lib/api-client';
import { campaignsQueryKey } from './list-campaigns';

/** GET campaigns/{id}/publishing: the publishing meta with the campaign's platform and deliveries (001 3). */
export function getCampaignPublishing(partnerId: string, id: string): Promise<CampaignPublishingDto> {
  return api.get<CampaignPublishingDto>(`campaigns/${id}/publishing`, { query: { partnerId } });
}

export function useCampaignPublishing(partnerId: string | null, id: string) {
  return useQuery(queryOptions({ queryKey: [...campaignsQueryKey(partnerId), 'publishing', id], queryFn: () => getCampaignPublishing(partnerId!, id), enabled: Boolean(partnerId) }));
}
