import { partnerQuerySchema } from '@shared/contracts/common';
import { loadScope } from '@functions/business-nodes/public';
import { defineRoute } from '@functions/lib/http';
import { assetAllowed } from '../asset-scope';
import { assetsRepository } from '../assets-repository';

/** GET assets/single-files/formats: the formats (extensions) present in the caller's library, for the filters. */
export default defineRoute({
  request: { query: partnerQuerySchema },
  async handle({ caller }) {
    const [all, scope] = await Promise.all([assetsRepository.listByPartner(caller.partnerId), loadScope(caller)]);
    const formats = new Set(all.filter((a) => a.status !== 'merged' && assetAllowed(scope, a, 'read')).map((a) => a.format).filter(Boolean));
    return { body: [...formats].sort() };
  },
});
