import { assetBulkUpdateSchema } from '@shared/contracts/assets';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { assetInScope } from '../asset-scope';
import { editAsset, toFields } from '../asset-edit';

/** PATCH assets/single-files: a list of updates. Every asset is checked first, so one out of scope changes nothing. */
export default defineRoute({
  request: { query: partnerQuerySchema, body: assetBulkUpdateSchema },
  async handle({ body, caller }) {
    await Promise.all(body.map((u) => assetInScope(caller, u._id, 'write')));
    const results = [];
    for (const { _id, ...update } of body) results.push(await editAsset(caller, _id, toFields(update)));
    return { body: results };
  },
});
