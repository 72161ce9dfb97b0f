/**
 * Comment attachments, straight to storage (presigned PUTs, as the asset library's uploads): files sit under the
 * comment's folder v2/partners/{partnerId}/campaigns/{campaignId}/comments/{commentId}/ (or .../concepts/{conceptId}/...).
 * The create call checks each one: it is in that folder, it was uploaded, and its type read from its first bytes
 * (file-type) is an allowed one; otherwise the comment is refused and the files of the call are removed.
 * Downloads are short-lived links that always download (never shown inline). Each call's reserved id and keys are
 * kept (attachment-reservations.ts), so the files of a comment never created are swept once the id expires.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Readable } from 'node:stream';
import type { AttachmentTargets, CommentAttachment } from '@shared/contracts/comments';
import { attachmentFileName, commentFolder, isAllowedAttachmentType } from '@shared/domain/comments';
import { fillMessage, MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { attachmentReservations } from './attachment-reservations';
import { commentsRepository, type Owner, type StoredComment } from './comments-repository';

/** file-type reads at most this much of a file. */
const SNIFF_BYTES = 4100;

export async function startAttachments(partnerId: string, owner: Owner, files: readonly { name: string }[], now = Date.now()): Promise<AttachmentTargets> {
  const commentId = newId(now);
  const folder = commentFolder(partnerId, owner, commentId);
  const attachments = await Promise.all(
    files.map(async (file) => {
      const name = attachmentFileName(file.name);
      const path = `${folder}${name}`;
      return { name, path, url: await assetStorage.presignPut(path) };
    }),
  );
  // kept before the URLs are handed out: every file a browser can upload has a reservation the sweep will find
  await attachmentReservations.add({ commentId, partnerId, owner, keys: attachments.map((a) => a.path), madeAt: now });
  return { commentId, attachments };
}

/**
 * The scheduled sweep: for each reservation past its time, the files no comment attached are removed (all of them
 * when no comment took the id; a created comment keeps its attachments, deleted or not), then the reservation is
 * forgotten. Answers how many reservations were swept whole and how many had a comment.
 */
export async function sweepReservedAttachments(now = Date.now()): Promise<{ swept: number; kept: number }> {
  let swept = 0;
  let kept = 0;
  for (const r of await attachmentReservations.due(now)) {
    const comment = await commentsRepository.get(r.commentId);
    const attached = new Set(comment?.attachments.map((a) => a.path) ?? []);
    await Promise.all(r.keys.filter((key) => !attached.has(key)).map((key) => assetStorage.remove(key)));
    if (comment) kept += 1;
    else swept += 1;
    await attachmentReservations.forget(r.commentId);
  }
  return { swept, kept };
}

async function head(key: string): Promise<Buffer> {
  const stream: Readable = await assetStorage.stream(key);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= SNIFF_BYTES) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
}

/**
 * The attachments a new comment names, checked in storage; 422 when one is outside the comment's folder, missing,
 * or of a type that is not allowed (then every file of the call is removed, so nothing refused stays in storage).
 */
export async function checkAttachments(
  partnerId: string,
  owner: Owner,
  commentId: string,
  refs: readonly { name: string; path: string }[],
): Promise<StoredComment['attachments']> {
  const folder = commentFolder(partnerId, owner, commentId);
  const checked: StoredComment['attachments'] = [];
  for (const ref of refs) {
    const name = attachmentFileName(ref.name);
    const file = ref.path.slice(folder.length);
    if (!ref.path.startsWith(folder) || !file || attachmentFileName(file) !== file) {
      throw unprocessable(MESSAGES.wrongParams, [{ path: 'attachments', message: MESSAGES.commentAttachmentFailed }]);
    }
    if ((await assetStorage.size(ref.path)) === null) {
      throw unprocessable(fillMessage(MESSAGES.commentAttachmentMissing, { name }), [{ path: 'attachments', message: MESSAGES.commentAttachmentFailed }]);
    }
    const detected = await fileTypeFromBuffer(await head(ref.path));
    if (!isAllowedAttachmentType(detected?.mime)) {
      await Promise.all(refs.map((r) => (r.path.startsWith(folder) ? assetStorage.remove(r.path).catch(() => undefined) : undefined)));
      throw unprocessable(MESSAGES.commentAttachmentInvalid, [{ path: 'attachments', message: `${name}: ${MESSAGES.commentAttachmentInvalid}` }]);
    }
    checked.push({ name, path: ref.path, mimeType: detected!.mime });
  }
  return checked;
}

/** Attachments as answered: each with a short-lived download link. */
export const presentAttachments = (stored: StoredComment['attachments']): Promise<CommentAttachment[]> =>
  Promise.all(stored.map(async (a) => ({ name: a.name, path: a.path, url: await assetStorage.presignGet(a.path, { fileName: a.name, contentType: a.mimeType, attachment: true }) })));
