import type { AttachmentTargets, CommentDto, CreateComment } from '@shared/contracts/comments';
import { MESSAGES } from '@shared/messages';
import { api } from '@web/lib/api-client';
import { putWithProgress } from '@web/features/assets';
import { ownerQuery, type CommentOwner } from './owner';

const base = (owner: CommentOwner) => (owner.kind === 'campaign' ? `campaigns/${owner.id}/new-comments` : `concepts/${owner.id}/comments`);

/** The attachment failure (001 5: 'Attachment upload fails if any result is empty'). */
export class AttachmentError extends Error {
  constructor(message: string = MESSAGES.commentAttachmentFailed) {
    super(message);
    this.name = 'AttachmentError';
  }
}

/**
 * Attachments go straight to storage: POST .../attachments names the files and answers the comment's id and one
 * presigned target per file; each file is PUT there. Any empty answer or failed PUT fails the whole upload.
 */
export async function uploadAttachments(owner: CommentOwner, files: File[]): Promise<{ commentId: string; attachments: { name: string; path: string }[] }> {
  const targets = await api.post<AttachmentTargets | undefined>(`${base(owner)}/attachments`, { files: files.map((f) => ({ name: f.name, size: f.size, type: f.type })) }, { query: ownerQuery(owner), notFoundIsAnswer: true });
  if (!targets?.commentId || targets.attachments.length !== files.length || targets.attachments.some((t) => !t?.url || !t.path)) throw new AttachmentError();
  try {
    await Promise.all(targets.attachments.map((t, i) => putWithProgress(t.url, files[i]!, () => undefined)));
  } catch {
    throw new AttachmentError();
  }
  return { commentId: targets.commentId, attachments: targets.attachments.map(({ name, path }) => ({ name, path })) };
}

/** POST /campaigns/{id}/new-comments/new or POST /concepts/{id}/comments: a thread or a reply (parentId). */
export async function createComment(owner: CommentOwner, input: CreateComment, files: File[] = []): Promise<CommentDto> {
  let body = input;
  if (files.length) {
    const uploaded = await uploadAttachments(owner, files);
    body = { ...input, _id: uploaded.commentId, attachments: uploaded.attachments };
  }
  const path = owner.kind === 'campaign' ? `${base(owner)}/new` : base(owner);
  const created = await api.post<CommentDto | undefined>(path, body, { query: ownerQuery(owner), notFoundIsAnswer: true });
  // 001 5: the creation fails when the server returns nothing
  if (!created?._id) throw new Error(MESSAGES.commentCreateFailed);
  return created;
}
