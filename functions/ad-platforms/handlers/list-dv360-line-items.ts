import { dv360LineItemsQuerySchema, idParamsSchema } from '@shared/contracts/ad-platforms';
import { defineRoute } from '@functions/lib/http';
import { dv360Token } from '../node-settings';
import { dv360Port } from '../platforms';

/** GET dv360/{id}/lineitems?nodeId[&campaignIds]: the line items of DV360 advertiser {id} (of those campaigns when named). */
export default defineRoute({
  request: { params: idParamsSchema, query: dv360LineItemsQuerySchema },
  async handle({ params, query, caller }) {
    return { body: await dv360Port().listLineItems(await dv360Token(caller, query.nodeId), params.id, query.campaignIds) };
  },
});
