/**
 * Which of the current partner's campaigns the caller may access: top admins all of them, everyone else those on a
 * business node they are allowed (their nodes and their descendants; shared/domain/business-nodes.ts). Reporting
 * narrows every query to these (002 5 'Reporting access'); every campaign call checks one campaign with
 * campaignInScope, by the same rule (mayAccessCampaign), so reporting and the campaign calls agree.
 */
import { nodeAccess } from '@shared/domain/business-nodes';
import { isTopAdmin } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { businessNodesRepository, loadScope, type BusinessNode, type Scope } from '@functions/business-nodes/public';
import { notAllowed, notFound, unprocessable } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { campaignsRepository, type Campaign } from './campaigns-repository';

/** The one access rule: a campaign of the current partner on a node the caller is allowed; top admins all the partner's. */
export function mayAccessCampaign(caller: Caller, allowed: ReadonlySet<string>, campaign: Pick<Campaign, 'partnerId' | 'businessNodeId'>): boolean {
  return campaign.partnerId === caller.partnerId && (isTopAdmin(caller.user.role) || allowed.has(campaign.businessNodeId));
}

/**
 * The campaign the caller names, checked: unknown, or of another partner, 404 'Campaign not found' (nothing tells the
 * caller another partner's campaign exists); of the partner but outside the caller's nodes, 403 'Access to the
 * Campaign denied'. Whatever its state (archived and deleted campaigns are found: the list shows them in their views);
 * the call decides what a state allows. The scope (the partner's nodes and the caller's access) comes back for reuse.
 */
export async function campaignInScope(caller: Caller, id: string, scope?: Scope): Promise<{ campaign: Campaign; scope: Scope }> {
  const [campaign, loaded] = await Promise.all([campaignsRepository.get(id), scope ?? loadScope(caller)]);
  if (!campaign || campaign.partnerId !== caller.partnerId) throw notFound(MESSAGES.campaignNotFound);
  if (!mayAccessCampaign(caller, loaded.access.allowed, campaign)) throw notAllowed(MESSAGES.campaignAccessDenied);
  return { campaign, scope: loaded };
}

/**
 * A partner's campaigns and node tree are read at most once a second per container, and calls at the same time share
 * the read: the dashboard's dozen report calls make one. Both lists come from the partner index, which DynamoDB keeps
 * eventually consistent anyway (an index has no consistent reads), so the second adds staleness of the same order.
 * The caller's own nodes come from the user item, read afresh with the session.
 */
export const PARTNER_READ_TTL_MS = 1000;
const partnerReads = new Map<string, { until: number; read: Promise<[Campaign[], BusinessNode[]]> }>();

function partnerCampaignsAndNodes(partnerId: string, now = Date.now()): Promise<[Campaign[], BusinessNode[]]> {
  const cached = partnerReads.get(partnerId);
  if (cached && cached.until > now) return cached.read;
  for (const [id, entry] of partnerReads) if (entry.until <= now) partnerReads.delete(id);
  const read = Promise.all([campaignsRepository.listByPartner(partnerId), businessNodesRepository.listByPartner(partnerId)]);
  partnerReads.set(partnerId, { until: now + PARTNER_READ_TTL_MS, read });
  read.catch(() => partnerReads.delete(partnerId));
  return read;
}

export async function accessibleCampaigns(caller: Caller): Promise<Campaign[]> {
  const [campaigns, nodes] = await partnerCampaignsAndNodes(caller.partnerId);
  const allowed = nodeAccess(caller.user, nodes).allowed;
  return campaigns.filter((c) => mayAccessCampaign(caller, allowed, c));
}

/** A campaign the caller may change: in scope and not deleted (a deleted campaign is only restored). */
export async function writableCampaign(caller: Caller, id: string, scope?: Scope): Promise<{ campaign: Campaign; scope: Scope }> {
  const found = await campaignInScope(caller, id, scope);
  if (found.campaign.status === 'deleted') throw unprocessable(MESSAGES.campaignDeleted);
  return found;
}
