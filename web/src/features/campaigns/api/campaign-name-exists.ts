import { api } from '@web/lib/api-client';

/** GET campaigns/exists: whether a campaign of the partner already has this name (001 5, per partner). */
export async function campaignNameExists(partnerId: string, name: string, excludeId?: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.get<{ exists: boolean }>('campaigns/exists', { query: { partnerId, name, excludeId }, signal });
  return answer.exists;
}
