/**
 * What the video-render domain offers other domains (functions/<domain> reach each other only through public.ts).
 * - renderedVideoOf({ campaignId, creativeId }): the publishing adapters (Meta single video, YouTube) take a creative's
 *   rendered file from here: its last render if it was made from the creative's current content, with its files in
 *   the files bucket (`key`), each marked tooLarge when over the platform's limit (status TOO_LARGE); null when the
 *   creative was never rendered or changed since (render it first: POST campaigns/{id}/rendered-videos).
 *   `formatId` picks one of the formats ('16x9', '9x16', '1x1', 'bumper-16x9', 'bumper-9x16', 'trueview-16x9',
 *   'trueview-9x16'); without it, all of them.
 */
import type { RenderedVideo } from '@shared/contracts/video-render';
import { campaignsRepository } from '@functions/campaigns/public';
import { presentRenderedVideo } from './present';
import { renderedVideosRepository } from './rendered-videos-repository';
import { readVideoCreative } from './video-creatives';

export async function renderedVideoOf(input: { campaignId: string; creativeId: string; formatId?: string }): Promise<RenderedVideo | null> {
  const [campaign, record] = await Promise.all([campaignsRepository.get(input.campaignId), renderedVideosRepository.get(input.campaignId, input.creativeId)]);
  if (!campaign || !record || record.partnerId !== campaign.partnerId) return null;
  const current = await readVideoCreative(campaign, record.ref);
  if (!current || current.contentHash !== record.contentHash) return null;
  const video = await presentRenderedVideo(record);
  return input.formatId ? { ...video, files: video.files.filter((f) => f.formatId === input.formatId) } : video;
}
