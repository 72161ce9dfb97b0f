/**
 * GET /campaigns/{id}/approval-trail.csv (ours): the campaign's whole approval trail as CSV, oldest first
 * (one tree's creatives and the requests with treeId).
 */
import { approvalTrailCsvQuerySchema, campaignIdParamsSchema } from '@shared/contracts/creatives';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { approvalRecords } from '../approval-records';
import { numberedByCreative, trailCsv } from '../trail';

export default defineRoute({
  request: { params: campaignIdParamsSchema, query: approvalTrailCsvQuerySchema },
  async handle({ caller, params, query }) {
    const { campaign } = await campaignInScope(caller, params.id);
    const records = (await approvalRecords.listByCampaign(campaign.id)).filter((r) => !query.treeId || r.kind === 'request' || r.treeId === query.treeId);
    return { text: { body: trailCsv(numberedByCreative(records)), contentType: 'text/csv; charset=utf-8' } };
  },
});
