/**
 * personalize-screenshots (002 7 'bulk screenshots'): each variant format of the message rendered through the renderer
 * port: the template version the format is on, played with the format's values (the player copy beside the entry,
 * values in its URL fragment, files served from storage only) at the template's size, stored as a PNG under the
 * campaign's preview/thumbnails (002 9); the format goes to finished with its key, or to error when its page cannot
 * be rendered (a missing template or version, a video template, a page that fails or times out). Each change is pushed
 * as 'screenshot-status'. Idempotent: a redelivered message renders and writes the same keys again. A failure of the
 * store or the bucket throws, so the message is retried.
 */
import { screenshotKey } from '@shared/contracts/personalize-screenshots';
import { errorText, logger } from '@functions/lib/logger';
import { renderer } from '@functions/lib/renderer';
import { queueConsumer } from '@functions/lib/sqs';
import { templateFiles } from '@functions/template-render/public';
import { templatePlayTarget, UnplayableTemplateError } from '@functions/templates/public';
import { personalizeRepository } from '../personalize-repository';
import { publishScreenshotStatus, setScreenshotStatus } from '../screenshots';

const SCREENSHOT_TIMEOUT_MS = 15_000;

/** A format's page cannot be rendered: it ends in error, nothing to retry. */
class Unrenderable extends Error {}

async function renderFormat(partnerId: string, format: { templateId: string; version: number; generation: number; dynamicElements: Record<string, { value: string }> }): Promise<Buffer> {
  const values = Object.fromEntries(Object.entries(format.dynamicElements).map(([name, el]) => [name, el.value]));
  const target = await templatePlayTarget(partnerId, { templateId: format.templateId, version: format.version, generation: format.generation, values }).catch((error: unknown) => {
    throw error instanceof UnplayableTemplateError ? new Unrenderable(error.message) : error;
  });
  try {
    return await renderer().screenshot({ ...target, timeoutMs: SCREENSHOT_TIMEOUT_MS });
  } catch (error) {
    throw new Unrenderable(errorText(error));
  }
}

export const handler = queueConsumer('personalize-screenshots', async (message) => {
  for (const { variantId, formatId } of message.formats) {
    const variant = await personalizeRepository.getVariant(variantId);
    const format = variant?.formats[formatId];
    if (!variant || !format || variant.treeId !== message.treeId) continue;
    let change: { status: 'finished' | 'error'; key?: string };
    try {
      const png = await renderFormat(message.partnerId, format);
      const key = screenshotKey(message.partnerId, message.campaignId, variantId, formatId);
      await templateFiles.put(key, png, 'image/png');
      change = { status: 'finished', key };
    } catch (error) {
      if (!(error instanceof Unrenderable)) throw error;
      logger.warn('variant format screenshot failed', { jobId: message.jobId, variantId, formatId, error: error.message });
      change = { status: 'error' };
    }
    const updated = await setScreenshotStatus(variantId, { [formatId]: change });
    if (updated) await publishScreenshotStatus(message.campaignId, message.treeId, message.userId, [updated]);
  }
});
