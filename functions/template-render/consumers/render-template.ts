import { publishEvent } from '../../lib/realtime';
import { queueConsumer } from '../../lib/sqs';
import { renderThumbnails } from '../render-thumbnails';
import { resizeTemplate } from '../resize-template';

/** The notification source of 001's catalogue: the html resizer, or the video resizer for a video template. */
const resizer = (entry: string) => (/\.(mp4|webm|mov)$/i.test(entry) ? 'video-resizer' : 'html-resizer');

/**
 * Template renders, one message at a time on the container's warm browser: thumbnails of a template, or a template
 * remade at another size ('template resizing started' then 'finished' or 'failed' to the user who asked). Both are
 * idempotent (same keys written again), so a retry after a crash redoes the whole job. A template whose files are
 * gone cannot pass: PermanentJobError sends it to the dead-letter queue at once.
 */
export const handler = queueConsumer('template-render', async (message) => {
  if (message.kind === 'thumbnails') {
    const thumbnails = await renderThumbnails(message);
    await publishEvent({ userId: message.userId }, { source: 'templates', event: 'thumbnails-rendered', payload: { templateId: message.templateId, prefix: message.prefix, thumbnails } });
    return;
  }
  const source = resizer(message.entry);
  const about = { templateId: message.templateId, prefix: message.prefix, targetPrefix: message.targetPrefix, size: message.targetSize };
  await publishEvent({ userId: message.userId }, { source, event: 'template-resizing-started', payload: about });
  try {
    const result = await resizeTemplate(message);
    await publishEvent({ userId: message.userId }, { source, event: 'template-resizing-finished', payload: { ...about, ...result } });
  } catch (error) {
    await publishEvent({ userId: message.userId }, { source, event: 'template-resizing-failed', payload: { ...about, error: String(error) } });
    throw error;
  }
});
