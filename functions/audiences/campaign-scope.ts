/**
 * The campaign an audience or live-feed call acts on: within the caller's partner (another partner's campaign answers
 * 'Campaign not found', as an unknown id does), on a business node the caller may access (else 'Access to the
 * Campaign denied'; top admins every campaign), as reporting's accessibleCampaigns decides.
 */
import { nodeAccess } from '@shared/domain/business-nodes';
import { isTopAdmin } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { businessNodesRepository } from '@functions/business-nodes/public';
import { campaignsRepository } from '@functions/campaigns/public';
import { notAllowed, notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';

export type Campaign = NonNullable<Awaited<ReturnType<typeof campaignsRepository.get>>>;

/** Every campaign of these ids, each in the caller's scope; the first that is not refuses the whole call. */
export async function campaignsInScope(caller: Caller, campaignIds: readonly string[]): Promise<Campaign[]> {
  const campaigns = await Promise.all(campaignIds.map((id) => campaignsRepository.get(id)));
  const found = campaigns.filter((c): c is Campaign => c !== null && c.partnerId === caller.partnerId);
  if (found.length !== campaignIds.length) throw notFound(MESSAGES.campaignNotFound);
  if (isTopAdmin(caller.user.role)) return found;
  const allowed = nodeAccess(caller.user, await businessNodesRepository.listByPartner(caller.partnerId)).allowed;
  if (found.some((c) => !allowed.has(c.businessNodeId))) throw notAllowed(MESSAGES.campaignAccessDenied);
  return found;
}

export async function campaignInScope(caller: Caller, campaignId: string): Promise<Campaign> {
  return (await campaignsInScope(caller, [campaignId]))[0];
}
