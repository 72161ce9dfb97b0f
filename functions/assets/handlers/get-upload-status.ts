import { uploadStatusBodySchema, type UploadStatus } from '@shared/contracts/assets';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { presentAsset } from '../asset-scope';
import { assetsRepository } from '../assets-repository';

/** POST assets/single-files/uploads/status: where a batch stands, with uploadedAssets and mergedAssets (000 7.3). */
export default defineRoute({
  request: { query: partnerQuerySchema, body: uploadStatusBodySchema },
  async handle({ body, caller }) {
    const assets = (await assetsRepository.getMany(body.ids)).filter((a) => a.partnerId === caller.partnerId && a.createdBy === caller.user.id);
    const count = (...statuses: string[]) => assets.filter((a) => statuses.includes(a.status)).length;
    const result: UploadStatus = {
      assets: await Promise.all(assets.map((a) => presentAsset(a))),
      uploadedAssets: count('ready'),
      mergedAssets: count('merged'),
      failedAssets: count('failed'),
      pendingAssets: count('uploading', 'processing'),
    };
    return { body: result };
  },
});
