/**
 * A template version's folder in the files bucket (002 9: v2/partners/{partnerId}/assets/concepts/{conceptId}/templates/
 * {id}) and what the screens reach of it: user-content addresses (the second origin, never the app's) of its player,
 * of a code-editor preview and of its thumbnails. Bytes move with the assets' storage and the template-render job's
 * folder access; nothing here passes a template through the API.
 */
import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { THUMBNAIL_SIZES } from '@shared/contracts/template-render';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { userContentUrl } from '@functions/lib/user-content';
import { keyIn, templateFiles } from '@functions/template-render/public';

export const templateFolder = (partnerId: string, conceptId: string, versionId: string) => `v2/partners/${partnerId}/assets/concepts/${conceptId}/templates/${versionId}`;

/** The player copy sits beside the entry, so the entry's relative references resolve from it too. */
export const PLAYER_FILE = '__player.html';
const entryDir = (entry: string) => (entry.includes('/') ? entry.slice(0, entry.lastIndexOf('/') + 1) : '');
export const playerPath = (entry: string) => `${entryDir(entry)}${PLAYER_FILE}`;
/** One code-editor preview per user and version, overwritten by the next keystrokes' preview. */
export const previewPath = (entry: string, userId: string) => `${entryDir(entry)}__preview-${userId}.html`;
/** Files the app writes into a folder: never template content (a new version or a resize leaves them behind). */
export const isOwnFile = (path: string) => path.startsWith('thumbnails/') || /(^|\/)__(player|preview-[a-z0-9]+)\.html$/.test(path);

const PREVIEW_TTL_S = 60 * 60;
/** Puts at once while storing a template (a 200-file zip: 590 ms one by one, see the report). */
const WRITE_PARALLEL = 16;

export const folderUrl = (prefix: string, path: string, expiresInSeconds = PREVIEW_TTL_S) => userContentUrl({ prefix: `${prefix}/`, path, expiresInSeconds });

export const thumbnailUrls = (prefix: string) => {
  const [large, small] = THUMBNAIL_SIZES.map((s) => folderUrl(prefix, `thumbnails/${s.width}x${s.height}.png`));
  return { large, small };
};

export const templateStorage = {
  /**
   * Writes files into the folder, WRITE_PARALLEL at a time, the last one (the entry) alone after all others: a reader
   * that finds the entry finds its assets.
   */
  async writeFiles(prefix: string, files: readonly { path: string; body: Uint8Array }[]): Promise<void> {
    const put = async (file: { path: string; body: Uint8Array }) => {
      const key = keyIn(prefix, file.path);
      if (!key) throw new Error(`not a path inside the template: ${file.path}`);
      await templateFiles.put(key, Buffer.from(file.body));
    };
    const before = files.slice(0, -1);
    for (let i = 0; i < before.length; i += WRITE_PARALLEL) await Promise.all(before.slice(i, i + WRITE_PARALLEL).map(put));
    if (files.length) await put(files[files.length - 1]!);
  },
  /** Every file of the folder (what a failed store, a delete or a version's removal leaves nothing of). */
  async removeFolder(prefix: string): Promise<void> {
    const paths = await templateFiles.list(prefix);
    for (let i = 0; i < paths.length; i += 1000) {
      const Objects = paths.slice(i, i + 1000).map((p) => ({ Key: `${prefix}/${p}` }));
      await s3().send(new DeleteObjectsCommand({ Bucket: config.filesBucket, Delete: { Objects, Quiet: true } }));
    }
  },
};
