/**
 * A new thread must name an entity of its owner (001 9 'Commentable entities'): on a campaign its personalize tree,
 * one of its variants or one of its variations (the managed-service creatives, commented as PersonalizeVariant); on a
 * concept its storyboards index (the concept itself), one of its storyboards or one of its templates. Anything else,
 * another campaign's or concept's included, answers 404 'Entity not found' and writes nothing. Replies join their
 * thread's entity and are not checked again.
 */
import type { CommentedEntityType } from '@shared/domain/comments';
import { MESSAGES } from '@shared/messages';
import { variationsRepository } from '@functions/campaigns/public';
import { notFound } from '@functions/lib/errors';
import { personalizeRepository } from '@functions/personalize/public';
import { storyboardsRepository } from '@functions/storyboards/public';
import { templatesRepository } from '@functions/templates/public';
import type { OwnerScope } from './comment-owner';

async function ofCampaign(campaignId: string, type: CommentedEntityType, id: string): Promise<boolean> {
  if (type === 'PersonalizeTree') return (await personalizeRepository.getTree(id))?.campaignId === campaignId;
  if (type !== 'PersonalizeVariant') return false;
  if ((await personalizeRepository.getVariant(id))?.campaignId === campaignId) return true;
  return variationsRepository.existsInCampaign(campaignId, id);
}

async function ofConcept(conceptId: string, type: CommentedEntityType, id: string): Promise<boolean> {
  if (type === 'StoryboardIndex') return id === conceptId;
  if (type === 'Storyboard') return (await storyboardsRepository.get(id))?.conceptId === conceptId;
  if (type === 'Template') return (await templatesRepository.get(id))?.conceptId === conceptId;
  return false;
}

export async function assertCommentedEntity(os: OwnerScope, type: CommentedEntityType, id: string): Promise<void> {
  const found = os.owner.type === 'campaign' ? await ofCampaign(os.owner.id, type, id) : await ofConcept(os.owner.id, type, id);
  if (!found) throw notFound(MESSAGES.entityNotFound);
}
