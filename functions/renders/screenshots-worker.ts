/**
 * The bulk-screenshots worker (002 7 'bulk screenshots'): each named creative played through the renderer port (one
 * warm browser for the batch, two pages at a time), one PNG per creative under screenshots/{approvalStatus} (002 9),
 * and for a PDF one page per creative, named, assembled with pdf-lib beside them. It asks before every creative whether
 * its job was cancelled (and stops), reports progress to the render queue, and answers its result for the return
 * queue; it decides nothing else. Idempotent: a creative whose stored PNG already shows its current version is not
 * rendered again, so a redelivered or restarted job goes on where the last one stopped.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { creativeScreenshotKey, creativesPdfKey, type BulkScreenshotsMessage, type BulkScreenshotsResult, type RenderItemError, type ScreenshotFile } from '@shared/contracts/renders';
import { campaignsRepository } from '@functions/campaigns/public';
import { errorText, logger } from '@functions/lib/logger';
import { renderer } from '@functions/lib/renderer';
import { recordFormatScreenshots } from '@functions/personalize/public';
import { templatePlayTarget, UnplayableTemplateError } from '@functions/templates/public';
import { campaignCreatives, type RenderCreative } from './campaign-creatives';
import { isRenderJobCancelled, renderJobProgress } from './render-queue';
import { fileNameOf, screenshotFiles } from './screenshot-files';

const SCREENSHOT_TIMEOUT_MS = 15_000;
/** Pages rendered at once in the warm browser (a Lambda of 2 GB has about one vCPU: more only queue up). */
const PAGES_AT_ONCE = 2;
/** Progress is written at most this often (and once at the end): every item would be a write and a push each. */
const PROGRESS_EVERY_MS = 1_000;
/** The caption under each PDF page: the creative's name. */
const CAPTION_HEIGHT = 28;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** A creative that cannot be shot (no playable template, a page that fails or times out): its own error, no retry. */
class Unrenderable extends Error {}

async function shoot(partnerId: string, creative: RenderCreative): Promise<Buffer> {
  if (!creative.play) {
    const preview = creative.previewKey ? await screenshotFiles.read(creative.previewKey) : null;
    if (preview && preview.subarray(0, 4).equals(PNG_SIGNATURE)) return preview;
    throw new Unrenderable('It has no template to play and no PNG preview');
  }
  const target = await templatePlayTarget(partnerId, creative.play).catch((error: unknown) => {
    throw error instanceof UnplayableTemplateError ? new Unrenderable(error.message) : error;
  });
  try {
    return await renderer().screenshot({ ...target, timeoutMs: SCREENSHOT_TIMEOUT_MS });
  } catch (error) {
    throw new Unrenderable(errorText(error));
  }
}

/** pdf-lib's standard fonts write WinAnsi only: other characters of a name become '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** One page per creative at its own size, its name under it; the document titled after the campaign. */
export async function assemblePdf(title: string, pages: readonly { name: string; png: Uint8Array }[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(title));
  pdf.setCreator('Marquee');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const { name, png } of pages) {
    const image = await pdf.embedPng(png);
    const width = Math.max(image.width, 200);
    const page = pdf.addPage([width, image.height + CAPTION_HEIGHT]);
    page.drawImage(image, { x: 0, y: CAPTION_HEIGHT, width: image.width, height: image.height });
    const caption = winAnsi(name);
    const size = Math.min(10, (width - 8) / Math.max(1, font.widthOfTextAtSize(caption, 1)));
    page.drawText(caption, { x: 4, y: (CAPTION_HEIGHT - size) / 2, size, font, color: rgb(0.1, 0.1, 0.1) });
  }
  return pdf.save();
}

/** Runs `work` over the items, `width` at a time, until `stop` says so (asked before each item). */
async function pool<T>(items: readonly T[], width: number, stop: () => Promise<boolean>, work: (item: T) => Promise<void>): Promise<boolean> {
  let next = 0;
  let stopped = false;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (!stopped && next < items.length) {
        const item = items[next++]!;
        if (await stop()) {
          stopped = true;
          return;
        }
        await work(item);
      }
    }),
  );
  return stopped;
}

/** The job's work; its answer goes to the return queue (null: cancelled, nothing to say). */
export async function runScreenshotsJob(message: BulkScreenshotsMessage): Promise<BulkScreenshotsResult | null> {
  const { jobId, partnerId, campaignId, approvalStatus, output } = message;
  const tracked = output !== 'single';
  const base = { jobId, partnerId, campaignId, userId: message.userId, approvalStatus, output };
  const cancelled = () => (tracked ? isRenderJobCancelled(campaignId, jobId) : Promise.resolve(false));
  if (await cancelled()) return null;
  const ended = (status: 'error', reason: BulkScreenshotsResult['reason']): BulkScreenshotsResult => ({ ...base, status, reason, files: [], failed: 0, errors: [] });

  const campaign = await campaignsRepository.get(campaignId);
  if (!campaign || campaign.partnerId !== partnerId || campaign.status === 'deleted') return ended('error', 'noCampaign');
  const byId = new Map((await campaignCreatives(campaignId)).map((c) => [c.id, c]));
  const creatives = message.creativeIds.map((id) => byId.get(id)).filter((c): c is RenderCreative => c !== undefined);
  if (creatives.length === 0) return ended('error', 'noVariations');

  const made = new Map<string, ScreenshotFile>();
  const shots = new Map<string, Buffer>();
  const errors: RenderItemError[] = [];
  let lastReport = 0;
  let stoppedByQueue = false;
  const report = async (force = false) => {
    if (!tracked || (!force && Date.now() - lastReport < PROGRESS_EVERY_MS)) return;
    lastReport = Date.now();
    if (!(await renderJobProgress(campaignId, jobId, { done: made.size, failed: errors.length, errors }))) stoppedByQueue = true;
  };
  await report(true);

  const stopped = await pool(creatives, PAGES_AT_ONCE, async () => stoppedByQueue || (await cancelled()), async (creative) => {
    const key = creativeScreenshotKey(partnerId, campaignId, approvalStatus, creative.id);
    try {
      if ((await screenshotFiles.versionOf(key)) !== creative.version) {
        const png = await shoot(partnerId, creative);
        await screenshotFiles.put(key, png, 'image/png', creative.version);
        if (output === 'pdf') shots.set(creative.id, png);
      }
      made.set(creative.id, { creativeId: creative.id, name: creative.name, key });
    } catch (error) {
      if (!(error instanceof Unrenderable)) throw error;
      logger.warn('creative screenshot failed', { jobId, creativeId: creative.id, error: error.message });
      errors.push({ id: creative.id, name: creative.name, message: error.message });
    }
    await report();
  });
  if (stopped || stoppedByQueue) return null;
  await report(true);
  if (stoppedByQueue) return null;

  // in the order asked, whatever order the pages finished in
  const files = creatives.map((c) => made.get(c.id)).filter((f): f is ScreenshotFile => f !== undefined);
  // the creatives view's cards show a variant format's screenshot: the ones just made (of its current version) become theirs
  await recordFormatScreenshots(
    campaignId,
    message.userId,
    creatives.flatMap((c) => (c.format && made.has(c.id) ? [{ ...c.format, key: made.get(c.id)!.key }] : [])),
  );
  const result: BulkScreenshotsResult = { ...base, status: files.length ? 'finished' : 'error', ...(files.length ? {} : { reason: 'failed' as const }), files, failed: errors.length, errors };
  if (output !== 'pdf' || files.length === 0) return result;
  if (await cancelled()) return null;
  const pages = [];
  for (const f of files) pages.push({ name: f.name, png: shots.get(f.creativeId) ?? (await screenshotFiles.read(f.key)) });
  const key = creativesPdfKey(partnerId, campaignId, approvalStatus);
  await screenshotFiles.put(key, await assemblePdf(campaign.name, pages), 'application/pdf', jobId);
  return { ...result, pdf: { name: fileNameOf(`${campaign.name} ${approvalStatus}`, 'pdf'), key } };
}
