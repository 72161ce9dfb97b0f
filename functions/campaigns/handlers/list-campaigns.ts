import { listCampaignsQuerySchema } from '@shared/contracts/campaigns';
import { defineRoute } from '@functions/lib/http';
import { listPage } from '../campaign-list';
import { presentListItem } from '../present';

/** GET /campaigns: the caller's campaigns of one view, searched, filtered, paged (campaign-list.ts). */
export default defineRoute({
  request: { query: listCampaignsQuerySchema },
  async handle({ query, caller }) {
    return { body: await listPage(caller, query, presentListItem) };
  },
});
