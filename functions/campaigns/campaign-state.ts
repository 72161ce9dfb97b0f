/**
 * Lock, unlock, archive, delete and restore (001 4 'Campaign'). Each checks the campaign (in scope; not deleted,
 * except restore) and writes conditionally on the state read: of two racing changes one applies, the other answers
 * 409 'Update failed, entity in use'. Setting a state the campaign already has changes nothing and answers it.
 */
import type { CampaignStatus } from '@shared/domain/campaign-settings';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import type { RouteResult } from '@functions/lib/http';
import type { Caller } from '@functions/lib/session';
import { campaignInScope, writableCampaign } from './campaign-access';
import { orInUse } from './campaign-rules';
import { campaignsRepository } from './campaigns-repository';
import { marketNameOf, presentCampaign } from './present';

export async function setQa(caller: Caller, id: string, qa: boolean): Promise<RouteResult> {
  const { campaign, scope } = await writableCampaign(caller, id);
  const saved = campaign.qa === qa ? campaign : await orInUse(campaignsRepository.setQa(campaign, qa));
  return { body: presentCampaign(saved, marketNameOf(scope, saved)) };
}

/** archive → archived, unarchive → active, delete → deleted (from active or archived). */
export async function setStatus(caller: Caller, id: string, to: CampaignStatus): Promise<RouteResult> {
  const { campaign, scope } = await writableCampaign(caller, id);
  const saved = campaign.status === to ? campaign : await orInUse(campaignsRepository.setStatus(campaign, to));
  return { body: presentCampaign(saved, marketNameOf(scope, saved)) };
}

/** restore → active, from deleted only ('Only a deleted campaign can be restored' otherwise). */
export async function restore(caller: Caller, id: string): Promise<RouteResult> {
  const { campaign, scope } = await campaignInScope(caller, id);
  if (campaign.status !== 'deleted') throw unprocessable(MESSAGES.campaignNotDeleted);
  const saved = await orInUse(campaignsRepository.setStatus(campaign, 'active'));
  return { body: presentCampaign(saved, marketNameOf(scope, saved)) };
}
