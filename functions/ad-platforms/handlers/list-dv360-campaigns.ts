import { idParamsSchema, nodeQuerySchema } from '@shared/contracts/ad-platforms';
import { defineRoute } from '@functions/lib/http';
import { dv360Token } from '../node-settings';
import { dv360Port } from '../platforms';

/** GET dv360/{id}/campaigns?nodeId: the campaigns of DV360 advertiser {id}, read with the node's DV360 token. */
export default defineRoute({
  request: { params: idParamsSchema, query: nodeQuerySchema },
  async handle({ params, query, caller }) {
    return { body: await dv360Port().listCampaigns(await dv360Token(caller, query.nodeId), params.id) };
  },
});
