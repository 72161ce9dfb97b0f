import { campaignIdParamsSchema, templateAssetsBodySchema } from '@shared/contracts/campaigns';
import type { UploadInitResult } from '@shared/contracts/assets';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { editableCampaign, changeWithRetry } from '../campaign-changes';
import { newUpload, stillOpen } from '../campaign-assets';
import { orInUse } from '../campaign-rules';

/**
 * POST /campaigns/{id}/template-assets?partnerId (000 7.3): where to put each file (the asset library's UploadTarget);
 * the files are recorded on the campaign as uploading. Files over 2 GB and batches over 50 are refused by the contract.
 */
export default defineRoute({
  idempotent: true,
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema, body: templateAssetsBodySchema },
  async handle({ params, body, caller }) {
    const { campaign } = await editableCampaign(caller, params.id);
    const uploads = await Promise.all(body.files.map((file) => newUpload(campaign.partnerId, campaign.id, file)));
    await orInUse(
      changeWithRetry(caller, params.id, (c) => ({ campaignAssets: [...(c.campaignAssets ?? []).filter((a) => stillOpen(a)), ...uploads.map((u) => u.record)] }), { unlocked: true }),
    );
    const result: UploadInitResult = { uploads: uploads.map((u) => u.target) };
    return { statusCode: 201, body: result };
  },
});
