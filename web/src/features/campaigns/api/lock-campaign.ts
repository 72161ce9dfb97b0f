import type { CampaignDto } from '@shared/contracts/campaigns';
import { api } from '@web/lib/api-client';
import { useCampaignMutation } from './use-campaign-mutation';

/** PATCH campaigns/{id}/lock or /unlock: the qa flag (001 4 'Campaign'). */
export function setCampaignLocked(partnerId: string, { id, locked }: { id: string; locked: boolean }): Promise<CampaignDto> {
  return api.patch<CampaignDto>(`campaigns/${id}/${locked ? 'lock' : 'unlock'}`, {}, { query: { partnerId } });
}

export const useSetCampaignLocked = (partnerId: string | null) => useCampaignMutation(partnerId, setCampaignLocked);
