import type { CommentDto } from '@shared/contracts/comments';
import { api } from '@web/lib/api-client';
import { ownerQuery, type CommentOwner } from './owner';

/**
 * PATCH .../new-comments/{id}/resolve { resolved } or PATCH /concepts/{id}/comments/{cid}/resolved { resolved }. A comment
 * gone meanwhile answers 404: the panel says so ('reload the page'); the app does not leave for /404.
 */
export const resolveComment = (owner: CommentOwner, commentId: string, resolved: boolean) =>
  owner.kind === 'campaign'
    ? api.patch<CommentDto>(`campaigns/${owner.id}/new-comments/${commentId}/resolve`, { resolved }, { notFoundIsAnswer: true })
    : api.patch<CommentDto>(`concepts/${owner.id}/comments/${commentId}/resolved`, { resolved }, { query: ownerQuery(owner), notFoundIsAnswer: true });

/** DELETE .../new-comments/{id} or /concepts/{id}/comments/{cid}: a soft delete. */
export const deleteComment = (owner: CommentOwner, commentId: string) =>
  owner.kind === 'campaign'
    ? api.delete<{ _id: string }>(`campaigns/${owner.id}/new-comments/${commentId}`, { notFoundIsAnswer: true })
    : api.delete<{ _id: string }>(`concepts/${owner.id}/comments/${commentId}`, { query: ownerQuery(owner), notFoundIsAnswer: true });
