import { publishEvent } from '@functions/lib/realtime';
import { sendToQueue } from '@functions/lib/queues';
import { queueConsumer } from '@functions/lib/sqs';
import { templateRenderHooks } from '@functions/templates/public';
import { renderThumbnails } from '../render-thumbnails';
import { resizeTemplate } from '../resize-template';
import { isVideoEntry, renderVideoThumbnails } from '../video-thumbnails';

/** The notification source of 001's catalogue: the html resizer, or the video resizer for a video template. */
const resizer = (entry: string) => (isVideoEntry(entry) ? 'video-resizer' : 'html-resizer');

/**
 * Template renders, one message at a time on the container's warm browser: thumbnails of a template (a video's from
 * its poster frame, with its duration and dimensions), or a template remade at another size ('template resizing
 * started' then 'finished' or 'failed' to the user who asked). The templates domain records each result on the
 * version (functions/templates/render-hooks.ts) before the browser hears of it. Both are idempotent (same keys written
 * again), so a retry after a crash redoes the whole job. A template whose files are gone cannot pass:
 * PermanentJobError sends it to the dead-letter queue at once.
 */
export const handler = queueConsumer('template-render', async (message) => {
  if (message.kind === 'thumbnails') {
    const isVideo = isVideoEntry(message.entry);
    let rendered;
    try {
      rendered = isVideo ? await renderVideoThumbnails(message) : { thumbnails: await renderThumbnails(message), video: undefined };
    } catch (error) {
      await templateRenderHooks.thumbnailsFailed({ templateId: message.templateId, prefix: message.prefix, video: isVideo, error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    const { thumbnails, video } = rendered;
    await templateRenderHooks.thumbnailsRendered({ templateId: message.templateId, prefix: message.prefix, video });
    // the image scorer (functions/scoring) scores the version from its thumbnail (a video template from its frames)
    if (message.templateId) await sendToQueue('image-scoring', { kind: 'template', templateId: message.templateId, versionId: message.prefix.slice(message.prefix.lastIndexOf('/') + 1), userId: message.userId });
    await publishEvent({ userId: message.userId }, { source: 'templates', event: 'thumbnails-rendered', payload: { templateId: message.templateId, prefix: message.prefix, thumbnails } });
    return;
  }
  const source = resizer(message.entry);
  const about = { templateId: message.templateId, prefix: message.prefix, targetPrefix: message.targetPrefix, size: message.targetSize };
  await publishEvent({ userId: message.userId }, { source, event: 'template-resizing-started', payload: about });
  try {
    const result = await resizeTemplate(message);
    await templateRenderHooks.resized({ templateId: message.templateId, targetPrefix: message.targetPrefix, entry: result.entry });
    await publishEvent({ userId: message.userId }, { source, event: 'template-resizing-finished', payload: { ...about, ...result } });
  } catch (error) {
    await templateRenderHooks.resizeFailed({ templateId: message.templateId, targetPrefix: message.targetPrefix, error: String(error) });
    await publishEvent({ userId: message.userId }, { source, event: 'template-resizing-failed', payload: { ...about, error: String(error) } });
    throw error;
  }
});
