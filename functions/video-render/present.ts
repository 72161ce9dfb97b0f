import type { RenderedVideo } from '@shared/contracts/video-render';
import type { RenderedVideoItem } from './rendered-videos-repository';

/** A render record as callers see it; `sign` gives each file a short link when asked for. */
export async function presentRenderedVideo(item: RenderedVideoItem, sign?: (key: string, fileName: string) => Promise<string>): Promise<RenderedVideo> {
  return {
    creativeId: item.creativeId,
    name: item.name,
    status: item.status,
    platform: item.platform,
    limitBytes: item.limitBytes,
    renderedAt: new Date(item.renderedAt).toISOString(),
    files: await Promise.all(item.files.map(async (f) => ({ ...f, ...(sign ? { url: await sign(f.key, `${item.name}-${f.formatId}.mp4`) } : {}) }))),
  };
}
