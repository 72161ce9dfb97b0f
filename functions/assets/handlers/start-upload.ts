import { uploadInitSchema, type UploadInitResult, type UploadTarget } from '../../../shared/contracts/assets';
import { partnerQuerySchema } from '../../../shared/contracts/common';
import { ASSET_MULTIPART_THRESHOLD, ASSET_PART_SIZE } from '../../../shared/constants';
import { categorize, extensionOf, storageKeys } from '../../../shared/domain/assets';
import { loadScope } from '../../business-nodes/node-scope';
import { defineRoute } from '../../lib/http';
import { newId } from '../../lib/ids';
import { checkNodes } from '../asset-scope';
import { assetsRepository } from '../assets-repository';
import { assetStorage } from '../asset-storage';

/**
 * POST assets/single-files/uploads: one asset per file (status uploading) and where the browser puts it: one
 * presigned PUT, or presigned part URLs of a multipart upload above the threshold. Files over 2 GB and batches over
 * 50 are refused by the contract with the spec's messages.
 */
export default defineRoute({
  idempotent: true,
  request: { query: partnerQuerySchema, body: uploadInitSchema },
  async handle({ body, caller }) {
    checkNodes(await loadScope(caller), body.nodeIds);
    const partnerId = caller.partnerId;
    const uploads: UploadTarget[] = [];
    for (const file of body.files) {
      const id = newId();
      const key = storageKeys.temp(partnerId, id, file.name);
      const multipart = file.size > ASSET_MULTIPART_THRESHOLD;
      const uploadId = multipart ? await assetStorage.createMultipart(key) : undefined;
      const format = extensionOf(file.name);
      await assetsRepository.create({
        id,
        partnerId,
        name: file.name,
        category: file.category ?? categorize(file.name),
        mimeType: file.type || 'application/octet-stream',
        format,
        size: file.size,
        key,
        businessNodes: body.nodeIds,
        tags: body.tags,
        uploadId,
        unzip: body.unzip && format === 'zip',
        createdBy: caller.user.id,
      });
      const partCount = Math.ceil(file.size / ASSET_PART_SIZE);
      uploads.push({
        assetId: id,
        name: file.name,
        url: uploadId ? null : await assetStorage.presignPut(key),
        partSize: uploadId ? ASSET_PART_SIZE : null,
        parts: uploadId
          ? await Promise.all(Array.from({ length: partCount }, async (_, i) => ({ partNumber: i + 1, url: await assetStorage.presignPart(key, uploadId, i + 1) })))
          : [],
      });
    }
    const result: UploadInitResult = { uploads };
    return { statusCode: 201, body: result };
  },
});
