import { googleAdsFeedParamsSchema, googleAdsFeedQuerySchema } from '@shared/contracts/publishing';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { publishingRepository } from '../publishing-repository';

/**
 * The Google Ads feed call (001 names it; the path is ours): what the campaign published to Google Ads, one row per
 * creative version with its ads' resource names, for the node's customer account.
 */
export default defineRoute({
  request: { params: googleAdsFeedParamsSchema, query: googleAdsFeedQuerySchema },
  async handle({ params, caller }) {
    const { campaign } = await campaignInScope(caller, params.campaignId);
    const job = await publishingRepository.getJob(campaign.id, 'gads');
    const rows = (await publishingRepository.listRecords(campaign.id)).filter((r) => r.channel === 'gads' && (!job?.destination || r.destination === job.destination));
    return {
      body: {
        campaignId: campaign.id,
        items: rows.map((r) => ({ creativeId: r.creativeId, name: r.name, version: r.version, status: r.status, activation: r.activation, ads: r.platformId ? r.platformId.split(',') : [], destination: r.destination })),
      },
    };
  },
});
