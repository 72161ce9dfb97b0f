import { hierarchyQuerySchema, hierarchyUploadSchema, type HierarchyResult } from '@shared/contracts/assets';
import { FOLDER_FORMAT, FOLDER_MIME, folderName, folderOf, foldersOf, parentFolder, pathParts } from '@shared/domain/asset-hierarchy';
import { loadScope } from '@functions/business-nodes/public';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { checkNodes } from '../asset-scope';
import { assetsRepository } from '../assets-repository';
import { createUploadTarget } from '../upload-targets';

/**
 * POST assets/single-files/hierarchy?partnerId&uid&type: a folder upload. Each folder on the files' paths becomes a
 * parent asset (no content: ready at once), each file an upload as the plain upload makes it, the child of its folder;
 * the browser then sends and completes the files as usual and the processing job takes each one.
 */
export default defineRoute({
  idempotent: true,
  request: { query: hierarchyQuerySchema, body: hierarchyUploadSchema },
  async handle({ query, body, caller }) {
    checkNodes(await loadScope(caller), body.nodeIds);
    const placement = { partnerId: caller.partnerId, createdBy: caller.user.id, nodeIds: body.nodeIds, tags: body.tags, unzip: true };
    const files = body.files.map((f) => ({ ...f, parts: pathParts(f.path)! }));
    const folderIds = new Map<string, string>();
    for (const folder of foldersOf(files.map((f) => f.parts))) {
      const id = newId();
      const parentId = folderIds.get(parentFolder(folder));
      await assetsRepository.create({
        id,
        partnerId: caller.partnerId,
        name: folderName(folder),
        category: 'other',
        mimeType: FOLDER_MIME,
        format: FOLDER_FORMAT,
        size: 0,
        key: `assets/folders/${id}`,
        businessNodes: body.nodeIds,
        tags: body.tags,
        status: 'ready',
        // Not a file to pick: the wizard's picker and suggestions (isIndependent) offer the folder's files, not the folder.
        isIndependent: false,
        createdBy: caller.user.id,
        ...(parentId ? { parentId } : {}),
      });
      folderIds.set(folder, id);
    }
    const uploads: HierarchyResult['uploads'] = [];
    for (const file of files) {
      const name = file.parts[file.parts.length - 1];
      const target = await createUploadTarget({ name, size: file.size, type: file.type, category: query.type }, { ...placement, parentId: folderIds.get(folderOf(file.parts)) });
      uploads.push({ ...target, path: file.parts.join('/') });
    }
    const result: HierarchyResult = { uid: query.uid ?? null, folders: [...folderIds].map(([path, assetId]) => ({ path, assetId })), uploads };
    return { statusCode: 201, body: result };
  },
});
