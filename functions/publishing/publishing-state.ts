/** The campaign's publishing state per channel and creative (GET campaigns/{id}/publishing/state), from the job items and records. */
import type { PublishChannelStateDto, PublishingStateDto } from '@shared/contracts/publishing';
import { campaignChannels } from '@shared/domain/publishing';
import type { Campaign } from '@functions/campaigns/public';
import { publishingRepository } from './publishing-repository';

export async function publishingState(campaign: Campaign): Promise<PublishingStateDto> {
  const [jobs, records] = await Promise.all([publishingRepository.listJobs(campaign.id), publishingRepository.listRecords(campaign.id)]);
  const channels = jobs.map((job): PublishChannelStateDto => {
    const order = job.creativeIds ?? [];
    const mine = records.filter((r) => r.channel === job.channel && r.destination === job.destination && order.includes(r.creativeId));
    // the newest record of each creative in the job's order (an older version's record stays for history)
    const latest = new Map<string, (typeof mine)[number]>();
    for (const r of mine) if (!latest.has(r.creativeId) || latest.get(r.creativeId)!.updatedAt < r.updatedAt) latest.set(r.creativeId, r);
    return {
      channel: job.channel,
      ...(job.delivery ? { delivery: job.delivery } : {}),
      jobId: job.jobId,
      status: job.status,
      ...(job.title ? { title: job.title } : {}),
      ...(job.message ? { message: job.message } : {}),
      total: job.total,
      published: job.published,
      failed: job.failed,
      updatedAt: job.updatedAt,
      creatives: order.flatMap((id) => {
        const r = latest.get(id);
        return r ? [{ creativeId: r.creativeId, name: r.name, version: r.version, status: r.status, activation: r.activation, ...(r.platformId ? { platformId: r.platformId } : {}), ...(r.message ? { message: r.message } : {}), updatedAt: r.updatedAt }] : [];
      }),
    };
  });
  return { campaignId: campaign.id, available: campaignChannels(campaign), channels };
}
