/**
 * The users who can open a campaign (001 6: a user of its partner, active, not an analyst, on a node that covers the
 * campaign's node; admins and super on every node): the approvers variations/full lists and the only users an
 * approval request may go to.
 */
import type { Approver } from '@shared/contracts/creatives';
import { mayApprove, defaultLevelOf, tagTypeOf } from '@shared/domain/approvals';
import { nodeAccess } from '@shared/domain/business-nodes';
import { businessNodesRepository } from '@functions/business-nodes/public';
import type { Campaign } from '@functions/campaigns/public';
import { usersRepository, type User } from '@functions/lib/identity/users-repository';

export async function campaignUsers(campaign: Pick<Campaign, 'partnerId' | 'businessNodeId'>): Promise<User[]> {
  const [users, nodes] = await Promise.all([usersRepository.listByPartner(campaign.partnerId), businessNodesRepository.listByPartner(campaign.partnerId)]);
  return users.filter((u) => u.status === 'ACTIVE' && u.role !== 'analyst' && nodeAccess(u, nodes).allowed.has(campaign.businessNodeId));
}

/** The campaign's users who may approve creatives, with the tag type their approval carries by default (001 3). */
export async function campaignApprovers(campaign: Pick<Campaign, 'partnerId' | 'businessNodeId'>): Promise<Approver[]> {
  return (await campaignUsers(campaign))
    .filter((u) => mayApprove(u.role))
    .map((u) => ({ _id: u.id, name: u.name ?? u.email, email: u.email, role: u.role, type: tagTypeOf(defaultLevelOf(u.role)) }));
}
