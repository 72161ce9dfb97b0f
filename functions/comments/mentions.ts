/**
 * Telling mentioned users ('mentions that mail and notify the mentioned user'): a mail through the one mail
 * port (SES in AWS, the outbox locally) with a link that opens the panel at the comment, and a notification through
 * the notifications port (source 'comments', event 'mentioned' of the catalogue: '{name} mentioned you', the text as its
 * message; the payload carries the screen path that opens the panel at the comment). Mentioning oneself tells nobody.
 * A mail that cannot be sent does not undo the comment.
 */
import { commentScreenPath } from '@shared/domain/comments';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { notifyUsers } from '@functions/notifications/public';
import { appLink, sendMail } from '@functions/lib/mail';
import { logger, errorText } from '@functions/lib/logger';
import type { User } from '@functions/lib/identity/users-repository';
import type { Caller } from '@functions/lib/session';
import type { OwnerScope } from './comment-owner';
import type { StoredComment } from './comments-repository';

/** The comment's first 500 characters (plain text, as written). */
const excerpt = (body: string) => (body.length > 500 ? `${body.slice(0, 500)}…` : body);

/** The mail: who, where, what, and the link that opens the panel at the comment. */
export function mentionMail(authorName: string, ownerLabel: string, body: string, link: string) {
  return {
    subject: `${authorName} mentioned you in a comment on ${ownerLabel}`,
    text: `${authorName} mentioned you in a comment on ${ownerLabel}:\n\n${excerpt(body)}\n\nOpen the comment: ${link}\n`,
    link,
  };
}

export async function notifyMentioned(caller: Caller, os: OwnerScope, comment: StoredComment, users: readonly User[]): Promise<void> {
  const others = users.filter((u) => u.id !== caller.user.id);
  if (others.length === 0) return;
  const path = commentScreenPath(os.owner, { _id: comment.id, context: comment.context, commentedEntityId: comment.commentedEntityId, commentedEntityType: comment.commentedEntityType });
  const ownerLabel = `${os.owner.type === 'campaign' ? 'campaign' : 'concept'} "${os.name}"`;
  const mail = mentionMail(comment.author.name, ownerLabel, comment.body, appLink(path));
  await Promise.all(
    others.map((u) =>
      sendMail({ to: u.email, ...mail }).catch((error: unknown) => logger.warn('mention mail not sent', { commentId: comment.id, userId: u.id, error: errorText(error) })),
    ),
  );
  await notifyUsers({
    partnerId: os.partnerId,
    userIds: others.map((u) => u.id),
    source: NOTIFICATION_SOURCES.comments,
    event: NOTIFICATION_EVENTS.comments.mentioned,
    payload: {
      authorName: comment.author.name,
      text: excerpt(comment.body),
      commentId: comment.id,
      [os.owner.type === 'campaign' ? 'campaignId' : 'conceptId']: os.owner.id,
      commentedEntityId: comment.commentedEntityId,
      commentedEntityType: comment.commentedEntityType,
      path,
    },
  });
}
