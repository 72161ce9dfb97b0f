import { listCampaignsQuerySchema } from '@shared/contracts/campaigns';
import { defineRoute } from '@functions/lib/http';
import { listPage } from '../campaign-list';
import { presentWithPublishing } from '../present';

/** GET /campaigns/list-with-publishing: the list, each campaign with its publishing meta and deliveries. */
export default defineRoute({
  request: { query: listCampaignsQuerySchema },
  async handle({ query, caller }) {
    return { body: await listPage(caller, query, presentWithPublishing) };
  },
});
