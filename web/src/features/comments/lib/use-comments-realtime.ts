import { useQueryClient } from '@tanstack/react-query';
import { COMMENTS_SOURCE, COMMENTS_UPDATED_EVENT, commentTopicOf, commentsUpdatedPayloadSchema } from '@shared/contracts/comments';
import { useRealtimeTopic } from '@web/lib/realtime';
import { commentsKeys, type CommentOwner } from '../api/owner';

/**
 * Hears the owner's topic (campaign:{id} or concept:{id}) and reloads its comments and counts when someone else
 * changed them (001 4: 'A real-time comments update reloads comments when the event owner is not the current user').
 */
export function useCommentsRealtime(owner: CommentOwner | null, userId: string | undefined) {
  const client = useQueryClient();
  const topic = owner ? commentTopicOf(owner.kind === 'campaign' ? { campaignId: owner.id } : { conceptId: owner.id }) : null;
  return useRealtimeTopic(topic, (event) => {
    if (!owner || event.source !== COMMENTS_SOURCE || event.event !== COMMENTS_UPDATED_EVENT) return;
    const payload = commentsUpdatedPayloadSchema.safeParse(event.payload);
    if (!payload.success || payload.data.ownerId === userId) return;
    void client.invalidateQueries({ queryKey: commentsKeys.owner(owner) });
  });
}
