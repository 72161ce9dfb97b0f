import type { CampaignDto } from '@shared/contracts/campaigns';
import { api } from '@web/lib/api-client';
import { useCampaignMutation } from './use-campaign-mutation';

/** PATCH campaigns/{id}/restore (001 7): a deleted campaign comes back. */
export function restoreCampaign(partnerId: string, { id }: { id: string }): Promise<CampaignDto> {
  return api.patch<CampaignDto>(`campaigns/${id}/restore`, {}, { query: { partnerId } });
}

export const useRestoreCampaign = (partnerId: string | null) => useCampaignMutation(partnerId, restoreCampaign);
