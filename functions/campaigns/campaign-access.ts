/**
 * Which of the current partner's campaigns the caller may access: top admins all of them, everyone else those on a
 * business node they are allowed (their nodes and their descendants; shared/domain/business-nodes.ts). Reporting
 * narrows every query to these (002 5 'Reporting access').
 */
import { nodeAccess } from '@shared/domain/business-nodes';
import { isTopAdmin } from '@shared/domain/roles';
import { businessNodesRepository, type BusinessNode } from '@functions/business-nodes/public';
import type { Caller } from '@functions/lib/session';
import { campaignsRepository, type Campaign } from './campaigns-repository';

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
  if (isTopAdmin(caller.user.role)) return campaigns;
  const allowed = nodeAccess(caller.user, nodes).allowed;
  return campaigns.filter((c) => allowed.has(c.businessNodeId));
}
