/**
 * The campaign an audience call acts on, by the campaigns domain's one access rule (campaigns/public.ts): another
 * partner's or an unknown campaign answers 'Campaign not found', one outside the caller's business nodes 'Access to
 * the Campaign denied'; changes also need a campaign that is not deleted.
 */
import { loadScope } from '@functions/business-nodes/public';
import { campaignInScope, writableCampaign, type Campaign } from '@functions/campaigns/public';
import type { Caller } from '@functions/lib/session';

export const readableCampaign = async (caller: Caller, id: string): Promise<Campaign> => (await campaignInScope(caller, id)).campaign;
export const changeableCampaign = async (caller: Caller, id: string): Promise<Campaign> => (await writableCampaign(caller, id)).campaign;

/** Every campaign of these ids, each in the caller's scope (the partner's nodes read once); one that is not refuses the call. */
export async function campaignsInScope(caller: Caller, ids: readonly string[]): Promise<Campaign[]> {
  const scope = await loadScope(caller);
  return Promise.all(ids.map(async (id) => (await campaignInScope(caller, id, scope)).campaign));
}
