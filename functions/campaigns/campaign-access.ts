/**
 * Which of the current partner's campaigns the caller may access: top admins all of them, everyone else those on a
 * business node they are allowed (their nodes and their descendants; shared/domain/business-nodes.ts). Reporting
 * narrows every query to these (002 5 'Reporting access').
 */
import { isTopAdmin } from '../../shared/domain/roles';
import { loadScope } from '../business-nodes/node-scope';
import type { Caller } from '../lib/session';
import { campaignsRepository, type Campaign } from './campaigns-repository';

export async function accessibleCampaigns(caller: Caller): Promise<Campaign[]> {
  if (isTopAdmin(caller.user.role)) return campaignsRepository.listByPartner(caller.partnerId);
  // Both reads at once: every non-admin report waits for them.
  const [campaigns, scope] = await Promise.all([campaignsRepository.listByPartner(caller.partnerId), loadScope(caller)]);
  return campaigns.filter((c) => scope.access.allowed.has(c.businessNodeId));
}
