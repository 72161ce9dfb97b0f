/**
 * Comment attachments, straight to storage (presigned PUTs, as the asset library's uploads): files sit under the
 * comment's folder v2/partners/{partnerId}/campaigns/{campaignId}/comments/{commentId}/ (or .../concepts/{conceptId}/...).
 * The create call checks each one: it is in that folder, it was uploaded, and its type read from its first bytes
 * (file-type) is an allowed one; otherwise the comment is refused and the files of the call are removed.
 * Downloads are short-lived links that always download (never shown inline).
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Readable } from 'node:stream';
import type { AttachmentTargets, CommentAttachment } from '@shared/contracts/comments';
import { attachmentFileName, commentFolder, isAllowedAttachmentType } from '@shared/domain/comments';
import { fillMessage, MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import type { Owner, StoredComment } from './comments-repository';

/** file-type reads at most this much of a file. */
const SNIFF_BYTES = 4100;

export async function startAttachments(partnerId: string, owner: Owner, files: readonly { name: string }[]): Promise<AttachmentTargets> {
  const commentId = newId();
  const folder = commentFolder(partnerId, owner, commentId);
  const attachments = await Promise.all(
    files.map(async (file) => {
      const name = attachmentFileName(file.name);
      const path = `${folder}${name}`;
      return { name, path, url: await assetStorage.presignPut(path) };
    }),
  );
  return { commentId, attachments };
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
