import { uploadInitSchema, type UploadInitResult, type UploadTarget } from '@shared/contracts/assets';
import { partnerQuerySchema } from '@shared/contracts/common';
import { loadScope } from '@functions/business-nodes/public';
import { defineRoute } from '@functions/lib/http';
import { checkNodes } from '../asset-scope';
import { createUploadTarget } from '../upload-targets';

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
    const uploads: UploadTarget[] = [];
    for (const file of body.files) {
      uploads.push(await createUploadTarget(file, { partnerId: caller.partnerId, createdBy: caller.user.id, nodeIds: body.nodeIds, tags: body.tags, unzip: body.unzip }));
    }
    const result: UploadInitResult = { uploads };
    return { statusCode: 201, body: result };
  },
});
