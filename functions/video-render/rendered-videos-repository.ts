/**
 * A campaign's rendered videos: one item per video creative (variant format or variation) holding its last render:
 * the content it was made from (a hash of template version and values), the job that made it, its single variation
 * render status (002 9 DONE or TOO_LARGE) and its files under rendered-videos (002 9).
 */
import { Entity } from 'electrodb';
import type { RenderedVideoFile, VideoCreativeRef } from '@shared/contracts/video-render';
import type { SingleRenderStatus } from '@shared/domain/video-render';
import { lazy, SERVICE } from '@functions/lib/db';

const entity = lazy((cfg) =>
  new Entity(
    {
      model: { entity: 'renderedVideo', version: '1', service: SERVICE },
      attributes: {
        campaignId: { type: 'string', required: true },
        creativeId: { type: 'string', required: true },
        /** What it was made from (a variant format or a variation), to read the creative as it is now. */
        ref: { type: 'any', required: true },
        partnerId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        contentHash: { type: 'string', required: true },
        jobId: { type: 'string', required: true },
        status: { type: ['DONE', 'TOO_LARGE'] as const, required: true },
        platform: { type: 'string', required: true },
        limitBytes: { type: 'number', required: true },
        files: { type: 'any', required: true },
        renderedAt: { type: 'number', required: true },
      },
      indexes: { byCampaign: { pk: { field: 'pk', composite: ['campaignId'] }, sk: { field: 'sk', composite: ['creativeId'] } } },
    },
    cfg,
  ),
);

export interface RenderedVideoItem {
  campaignId: string;
  creativeId: string;
  ref: VideoCreativeRef;
  partnerId: string;
  name: string;
  contentHash: string;
  jobId: string;
  status: SingleRenderStatus;
  platform: string;
  limitBytes: number;
  files: RenderedVideoFile[];
  renderedAt: number;
}

export const renderedVideosRepository = {
  async put(item: RenderedVideoItem): Promise<void> {
    await entity().put(item).go();
  },
  async get(campaignId: string, creativeId: string): Promise<RenderedVideoItem | null> {
    const { data } = await entity().get({ campaignId, creativeId }).go({ consistent: true });
    return (data as RenderedVideoItem | null) ?? null;
  },
  async listByCampaign(campaignId: string): Promise<RenderedVideoItem[]> {
    const { data } = await entity().query.byCampaign({ campaignId }).go({ pages: 'all' });
    return data as RenderedVideoItem[];
  },
};
