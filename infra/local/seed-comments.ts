/**
 * Comments on Demo Agency's seeded work (never deployed), so the comments panel has something to show: on the first
 * variant of the first seeded Google campaign's tree, a thread of the reviewer mentioning the self-service manager with
 * his reply, a resolved thread and a private agency note; on 'Sparkle Zero Summer Launch''s video storyboard, a comment
 * at 1.5 s. Written through the comments repository (the buttons' counts with them); a campaign or concept that has
 * comments already is left alone, so a restart changes nothing.
 */
import type { CommentContext, CommentedEntityType } from '@shared/domain/comments';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { commentsRepository, type NewComment, type Owner } from '@functions/comments/comments-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { usersRepository, type User } from '@functions/lib/identity/users-repository';
import { newId } from '@functions/lib/ids';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { storyboardsRepository } from '@functions/storyboards/storyboards-repository';

type Author = Pick<User, 'id' | 'name' | 'email' | 'role'>;
interface Target {
  partnerId: string;
  owner: Owner;
  entityId: string;
  entityType: CommentedEntityType;
  context: CommentContext;
}

function comment(target: Target, author: Author, body: string, extra: Partial<NewComment> = {}): NewComment {
  const id = newId();
  return {
    id,
    partnerId: target.partnerId,
    ownerType: target.owner.type,
    ownerId: target.owner.id,
    threadId: id,
    author: { _id: author.id, name: author.name ?? author.email, email: author.email, role: author.role },
    authorSide: author.role === 'manager' || author.role === 'reviewer' ? 'client' : 'agency',
    body,
    mentions: [],
    mentionIds: [],
    private: false,
    attachments: [],
    commentedEntityId: target.entityId,
    commentedEntityType: target.entityType,
    context: target.context,
    createdAt: Date.now(),
    updatedAt: Date.now(),
    ...extra,
  };
}

const hasComments = async (ownerId: string) => (await commentsRepository.ownerCounts(ownerId)).size > 0;

export async function variantTarget(partnerId: string): Promise<Target | null> {
  for (const campaign of await campaignsRepository.listByPartner(partnerId)) {
    const tree = (await personalizeRepository.listTrees(campaign.id)).find((t) => t.platform === 'google');
    const variant = tree && (await personalizeRepository.listVariants(tree.id))[0];
    if (variant) return { partnerId, owner: { type: 'campaign', id: campaign.id }, entityId: variant.id, entityType: 'PersonalizeVariant', context: 'Personalize' };
  }
  return null;
}

export async function storyboardTarget(partnerId: string): Promise<Target | null> {
  const concept = (await conceptsRepository.listByPartner(partnerId)).find((c) => c.name === 'Sparkle Zero Summer Launch');
  const storyboard = concept && (await storyboardsRepository.listByConcept(concept.id)).find((s) => s.type === 'video');
  return concept && storyboard ? { partnerId, owner: { type: 'concept', id: concept.id }, entityId: storyboard.id, entityType: 'Storyboard', context: 'Storyboard' } : null;
}

export async function seedComments(partnerId: string): Promise<void> {
  const [reviewer, manager, ssr] = await Promise.all(['reviewer@demo.test', 'selfservicemanager@demo.test', 'selfservicereviewer@demo.test'].map((e) => usersRepository.findByEmail(e)));
  if (!reviewer || !manager || !ssr) return;
  const variant = await variantTarget(partnerId);
  if (variant && !(await hasComments(variant.owner.id))) {
    const asked = comment(variant, reviewer, `@${manager.name ?? manager.email} the logo looks small on this variant, can we make it larger?`, {
      mentions: [{ _id: manager.id, name: manager.name ?? manager.email, email: manager.email, role: manager.role }],
      mentionIds: [manager.id],
      hotspot: { x: 0.2, y: 0.3 },
    });
    await commentsRepository.create(asked);
    await commentsRepository.create(comment(variant, manager, 'Good catch: the next version has it 20% larger.', { threadId: asked.id, parentId: asked.id }));
    const done = await commentsRepository.create(comment(variant, manager, 'Headline typo fixed.'));
    await commentsRepository.setResolved(done, true, manager.id);
    await commentsRepository.create(comment(variant, ssr, 'Agency note: check the price with the client before approval.', { private: true }));
  }
  const storyboard = await storyboardTarget(partnerId);
  if (storyboard && !(await hasComments(storyboard.owner.id))) {
    await commentsRepository.create(comment(storyboard, reviewer, 'The product shot comes in a little late here.', { timeCode: 1.5, entityVersion: 1 }));
  }
}
