import { assetIdParamsSchema, assetUpdateSchema } from '@shared/contracts/assets';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { editAsset, toFields } from '../asset-edit';

/** PATCH assets/single-files/{id}: name, category, tags, archived. */
export default defineRoute({
  request: { params: assetIdParamsSchema, query: partnerQuerySchema, body: assetUpdateSchema },
  async handle({ params, body, caller }) {
    return { body: await editAsset(caller, params.id, toFields(body)) };
  },
});
