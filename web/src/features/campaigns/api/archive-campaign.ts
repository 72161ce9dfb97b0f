import type { CampaignDto } from '@shared/contracts/campaigns';
import { api } from '@web/lib/api-client';
import { useCampaignMutation } from './use-campaign-mutation';

/** PUT campaigns/{id}/archive with `archived` (001 7): archives or unarchives. */
export function setCampaignArchived(partnerId: string, { id, archived }: { id: string; archived: boolean }): Promise<CampaignDto> {
  return api.put<CampaignDto>(`campaigns/${id}/archive`, { archived }, { query: { partnerId } });
}

export const useSetCampaignArchived = (partnerId: string | null) => useCampaignMutation(partnerId, setCampaignArchived);
