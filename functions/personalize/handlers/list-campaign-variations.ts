/**
 * GET campaigns/{id}/variations (ours; the Variations tab of 001 2): the campaign's live (not archived) variations a
 * page at a time in reporting-hash order, how many there are per size and format, and the state of its variation
 * generation job (null when the campaign's last personalize job was not one). Keys, sizes and formats are read as a
 * projection; only the page's items are read whole.
 */
import { campaignParamsSchema, campaignVariationsQuerySchema, type CampaignVariations, type VariationCount } from '@shared/contracts/personalize';
import { campaignInScope, variationsRepository } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { personalizeRepository } from '../personalize-repository';
import { presentVariation } from '../present';
import { countBySizeAndFormat } from '../variation-generation';

export default defineRoute({
  request: { params: campaignParamsSchema, query: campaignVariationsQuerySchema },
  async handle({ caller, params, query }) {
    const { campaign } = await campaignInScope(caller, params.id);
    const [keys, job] = await Promise.all([variationsRepository.listKeysByCampaign(campaign.id), personalizeRepository.getJob(campaign.id)]);
    const live = keys.filter((k) => !k.archived).sort((a, b) => (a.reportingHash < b.reportingHash ? -1 : a.reportingHash > b.reportingHash ? 1 : 0));
    const start = (query.page - 1) * query.pageSize;
    const pageHashes = live.slice(start, start + query.pageSize).map((k) => k.reportingHash);
    const order = new Map(pageHashes.map((h, i) => [h, i]));
    const items = (await variationsRepository.listByHashes(campaign.partnerId, pageHashes)).sort((a, b) => order.get(a.reportingHash)! - order.get(b.reportingHash)!);
    const body: CampaignVariations = {
      variations: items.map(presentVariation),
      total: live.length,
      page: query.page,
      pageSize: query.pageSize,
      counts: countBySizeAndFormat(live),
      job:
        job?.kind === 'variations'
          ? {
              jobId: job.jobId,
              status: job.status,
              message: job.message,
              planned: job.planned ?? 0,
              written: job.written ?? 0,
              ...(job.counts ? { counts: job.counts as VariationCount[] } : {}),
            }
          : null,
    };
    return { body };
  },
});
