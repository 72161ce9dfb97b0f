import type { CampaignDto } from '@shared/contracts/campaigns';
import { api } from '@web/lib/api-client';
import { useCampaignMutation } from './use-campaign-mutation';

/** PATCH campaigns/{id}/delete (001 7): marks the campaign deleted; restore brings it back. */
export function deleteCampaign(partnerId: string, { id }: { id: string }): Promise<CampaignDto> {
  return api.patch<CampaignDto>(`campaigns/${id}/delete`, {}, { query: { partnerId } });
}

export const useDeleteCampaign = (partnerId: string | null) => useCampaignMutation(partnerId, deleteCampaign);
