/**
 * One upload: the asset (status uploading) and where the browser puts the file: one presigned PUT, or presigned part
 * URLs of a multipart upload above the threshold. Shared by the plain upload and the folder upload.
 */
import type { UploadTarget } from '@shared/contracts/assets';
import { ASSET_MULTIPART_THRESHOLD, ASSET_PART_SIZE } from '@shared/constants';
import { categorize, extensionOf, storageKeys, type AssetCategory } from '@shared/domain/assets';
import { newId } from '@functions/lib/ids';
import { assetsRepository } from './assets-repository';
import { assetStorage } from './asset-storage';

export interface UploadFile {
  name: string;
  size: number;
  type: string;
  category?: AssetCategory;
}

export interface UploadPlacement {
  partnerId: string;
  createdBy: string;
  nodeIds: string[];
  tags: string[];
  unzip: boolean;
  parentId?: string;
}

export async function createUploadTarget(file: UploadFile, at: UploadPlacement): Promise<UploadTarget> {
  const id = newId();
  const key = storageKeys.temp(at.partnerId, id, file.name);
  const multipart = file.size > ASSET_MULTIPART_THRESHOLD;
  const uploadId = multipart ? await assetStorage.createMultipart(key) : undefined;
  const format = extensionOf(file.name);
  await assetsRepository.create({
    id,
    partnerId: at.partnerId,
    name: file.name,
    category: file.category ?? categorize(file.name),
    mimeType: file.type || 'application/octet-stream',
    format,
    size: file.size,
    key,
    businessNodes: at.nodeIds,
    tags: at.tags,
    uploadId,
    unzip: at.unzip && format === 'zip',
    createdBy: at.createdBy,
    ...(at.parentId ? { parentId: at.parentId } : {}),
  });
  const partCount = Math.ceil(file.size / ASSET_PART_SIZE);
  return {
    assetId: id,
    name: file.name,
    url: uploadId ? null : await assetStorage.presignPut(key),
    partSize: uploadId ? ASSET_PART_SIZE : null,
    parts: uploadId
      ? await Promise.all(Array.from({ length: partCount }, async (_, i) => ({ partNumber: i + 1, url: await assetStorage.presignPart(key, uploadId, i + 1) })))
      : [],
  };
}
