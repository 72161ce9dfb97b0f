/**
 * Where a comment call acts: a campaign the caller may open (campaignInScope: 404 'Campaign not found' for another
 * partner's, 403 'Access to the Campaign denied' outside the caller's nodes; a deleted campaign takes no new comments)
 * or a concept the caller may see (conceptInScope, same rule). Who may be mentioned there: active users of the
 * partner, not analysts, who may open it by the same rule (top admins of the partner always).
 */
import type { CommentUser } from '@shared/contracts/comments';
import { nodeAccess } from '@shared/domain/business-nodes';
import { isTopAdmin, type Role } from '@shared/domain/roles';
import { campaignInScope, writableCampaign } from '@functions/campaigns/public';
import { conceptInScope, loadScope } from '@functions/concepts/public';
import type { Scope } from '@functions/business-nodes/public';
import { usersRepository, type User } from '@functions/lib/identity/users-repository';
import type { Caller } from '@functions/lib/session';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import { commentsRepository, type Owner } from './comments-repository';

export interface OwnerScope {
  owner: Owner;
  partnerId: string;
  /** The nodes the campaign or concept is on: who may open it is decided by them. */
  nodeIds: string[];
  name: string;
  scope: Scope;
}

export async function campaignOwner(caller: Caller, id: string, change = false): Promise<OwnerScope> {
  const { campaign, scope } = change ? await writableCampaign(caller, id) : await campaignInScope(caller, id);
  return { owner: { type: 'campaign', id }, partnerId: campaign.partnerId, nodeIds: [campaign.businessNodeId], name: campaign.name, scope };
}

export async function conceptOwner(caller: Caller, id: string): Promise<OwnerScope> {
  const scope = await loadScope(caller);
  const concept = await conceptInScope(caller, id, scope);
  return { owner: { type: 'concept', id }, partnerId: concept.partnerId, nodeIds: concept.nodeIds, name: concept.name, scope };
}

export const commentUserOf = (user: Pick<User, 'id' | 'name' | 'email' | 'role' | 'username'>): CommentUser => ({
  _id: user.id,
  name: user.name ?? user.username ?? user.email,
  email: user.email,
  role: user.role as Role,
});

/** Users who may open the campaign or concept, and so be mentioned there (the caller included). */
export async function mentionableUsers(os: OwnerScope): Promise<User[]> {
  const users = await usersRepository.listByPartner(os.partnerId);
  return users.filter((u) => {
    if (u.status !== 'ACTIVE' || u.role === 'analyst') return false;
    if (isTopAdmin(u.role)) return true;
    const allowed = nodeAccess({ role: u.role, businessNodeIds: u.businessNodeIds }, os.scope.nodes).allowed;
    return os.nodeIds.some((id) => allowed.has(id));
  });
}

/**
 * The owner of a comment named by id alone (PUT /comments/{id}, /comments/resolve/{id}), checked as the owner's own
 * calls check it; a comment of another partner answers 'Comment not found' as an unknown id does.
 */
export async function ownerOfComment(caller: Caller, id: string): Promise<{ os: OwnerScope }> {
  const found = await commentsRepository.get(id);
  if (!found || found.partnerId !== caller.partnerId) throw notFound(MESSAGES.commentNotFound);
  const os = found.ownerType === 'campaign' ? await campaignOwner(caller, found.ownerId, true) : await conceptOwner(caller, found.ownerId);
  return { os };
}
