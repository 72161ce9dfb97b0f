import type { CampaignDto, CreateCampaignBody } from '@shared/contracts/campaigns';
import { api } from '@web/lib/api-client';
import { useCampaignMutation } from './use-campaign-mutation';

/** POST campaigns (a fresh Idempotency-Key per create, the same one when the client sends it again). */
export function createCampaign(partnerId: string, body: CreateCampaignBody): Promise<CampaignDto> {
  return api.post<CampaignDto>('campaigns', body, { query: { partnerId } });
}

export const useCreateCampaign = (partnerId: string | null) => useCampaignMutation(partnerId, createCampaign);
