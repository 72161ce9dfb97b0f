/**
 * A new version of a storyboard from the files a browser is about to upload: the files are checked against the
 * storyboard's type (video storyboards are mp4, 002 5), get their storage keys under
 * v2/partners/{partnerId}/concepts/{conceptId}/storyboards/{storyboardId}/{version} and presigned PUT URLs.
 */
import type { StoryboardUploadTarget } from '@shared/contracts/storyboards';
import { acceptsFile, frameKind, STORYBOARD_TYPE_LABELS, storyboardKeys, type StoryboardType } from '@shared/domain/storyboards';
import { fillMessage, MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import type { StoredVersion } from './storyboards-repository';

export interface VersionFile {
  name: string;
  size: number;
  type?: string;
}

const MIME_BY_KIND = { image: 'image/*', video: 'video/mp4' } as const;

/** Refuses a file the type does not take, with the file's name in the message; nothing is written before. */
export function checkFiles(type: StoryboardType, files: readonly VersionFile[]): void {
  for (const file of files) {
    if (acceptsFile(type, file.name)) continue;
    if (type === 'video') throw unprocessable(fillMessage(MESSAGES.storyboardVideosMp4, { file: file.name }));
    throw unprocessable(fillMessage(MESSAGES.storyboardFileNotAccepted, { file: file.name, type: STORYBOARD_TYPE_LABELS[type] }));
  }
}

export function newVersion(input: { partnerId: string; conceptId: string; storyboardId: string; version: number; files: readonly VersionFile[]; userId: string }): StoredVersion {
  const prefix = storyboardKeys.version(input.partnerId, input.conceptId, input.storyboardId, input.version);
  return {
    _id: newId(),
    version: input.version,
    status: 'uploading',
    assets: input.files.map((file) => {
      const id = newId();
      const kind = frameKind(file.name)!;
      return { _id: id, name: file.name, kind, mimeType: file.type || MIME_BY_KIND[kind], size: file.size, key: storyboardKeys.frame(prefix, id, file.name) };
    }),
    approvals: [],
    createdBy: input.userId,
    createdAt: Date.now(),
  };
}

export const uploadTargets = (version: StoredVersion): Promise<StoryboardUploadTarget[]> =>
  Promise.all(version.assets.map(async (a) => ({ assetId: a._id, name: a.name, url: await assetStorage.presignPut(a.key) })));
