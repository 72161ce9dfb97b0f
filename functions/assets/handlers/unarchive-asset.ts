import { assetIdParamsSchema } from '@shared/contracts/assets';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { editAsset } from '../asset-edit';

/** PATCH assets/single-files/{id}/unarchive. */
export default defineRoute({
  request: { params: assetIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    return { body: await editAsset(caller, params.id, { archived: false }) };
  },
});
