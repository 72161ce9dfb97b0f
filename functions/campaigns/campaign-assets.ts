/**
 * Files uploaded to a campaign (000 7.3 template-assets): straight to storage as the asset library's (presigned PUT, or
 * presigned parts above the multipart threshold; bodies never pass through the API), under the campaign's folder of
 * 002 9: v2/partners/{partnerId}/campaigns/{campaignId}/assets/{assetId}/{file}. An upload is recorded on the campaign
 * as 'uploading' and becomes 'done' when its complete call finds the object in storage; uploads left open for a day are
 * dropped at the next upload (the bucket's rule aborts their multipart uploads then).
 */
import type { UploadTarget } from '@shared/contracts/assets';
import { ASSET_MULTIPART_THRESHOLD, ASSET_PART_SIZE } from '@shared/constants';
import { safeFileName } from '@shared/domain/assets';
import { assetStorage } from '@functions/assets/public';
import { newId } from '@functions/lib/ids';
import type { StoredCampaignAsset } from './campaigns-repository';

export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

export const campaignAssetKey = (partnerId: string, campaignId: string, assetId: string, fileName: string) =>
  `v2/partners/${partnerId}/campaigns/${campaignId}/assets/${assetId}/${safeFileName(fileName)}`;

/** A new upload's record and where the browser puts the file. */
export async function newUpload(partnerId: string, campaignId: string, file: { name: string; size: number; type: string }): Promise<{ record: StoredCampaignAsset; target: UploadTarget }> {
  const id = newId();
  const key = campaignAssetKey(partnerId, campaignId, id, file.name);
  const uploadId = file.size > ASSET_MULTIPART_THRESHOLD ? await assetStorage.createMultipart(key) : undefined;
  const record: StoredCampaignAsset = { _id: id, status: 'uploading', name: file.name, contentType: file.type || 'application/octet-stream', size: file.size, key, createdAt: Date.now(), ...(uploadId ? { uploadId } : {}) };
  const partCount = Math.ceil(file.size / ASSET_PART_SIZE);
  const target: UploadTarget = {
    assetId: id,
    name: file.name,
    url: uploadId ? null : await assetStorage.presignPut(key),
    partSize: uploadId ? ASSET_PART_SIZE : null,
    parts: uploadId ? await Promise.all(Array.from({ length: partCount }, async (_, i) => ({ partNumber: i + 1, url: await assetStorage.presignPart(key, uploadId, i + 1) }))) : [],
  };
  return { record, target };
}

/** Uploads still open after a day are abandoned. */
export const stillOpen = (a: StoredCampaignAsset, now = Date.now()) => a.status === 'done' || now - a.createdAt < UPLOAD_EXPIRY_MS;
