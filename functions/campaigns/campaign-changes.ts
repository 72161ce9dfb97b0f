/**
 * The checks every change of a campaign makes before writing: in scope, not deleted (writableCampaign), not locked
 * for QA (001 4 'lock or unlock (qa flag)': a locked campaign keeps its settings, publishing meta and assets until it
 * is unlocked; its state may still change). The write itself is conditional on the revision read (repository).
 */
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { writableCampaign } from './campaign-access';
import { CampaignChangedError, campaignsRepository, type Campaign, type CampaignChange } from './campaigns-repository';

export async function editableCampaign(caller: Caller, id: string) {
  const found = await writableCampaign(caller, id);
  if (found.campaign.qa) throw unprocessable(MESSAGES.campaignLocked);
  return found;
}

const MAX_ATTEMPTS = 5;

/**
 * A read-modify-write that other writers may race (pending operations are added and removed by parallel operations):
 * each attempt re-reads the campaign and applies `change` to what is there, conditional on its revision. `unlocked`
 * refuses a campaign locked for QA too.
 */
export async function changeWithRetry(caller: Caller, id: string, change: (c: Campaign) => CampaignChange | null, options: { unlocked?: boolean } = {}): Promise<Campaign> {
  for (let attempt = 1; ; attempt++) {
    const { campaign } = await (options.unlocked ? editableCampaign : writableCampaign)(caller, id);
    const next = change(campaign);
    if (!next) return campaign;
    try {
      return await campaignsRepository.update(campaign, next);
    } catch (error) {
      if (!(error instanceof CampaignChangedError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
