/**
 * The screenshots and PDF calls (001 7 'Campaigns' make-screenshots, create-pdf; 001 7 'Background jobs': create single
 * files from screenshots, download single file from a variation). Starting a job takes the campaign's render queue
 * (render-queue.ts) with the bulk-screenshots message; results are read back from the files bucket and handed out as
 * short signed links.
 */
import { creativeScreenshotKey, creativesPdfKey, screenshotsFolder, type CreativeScreenshot, type ScreenshotApprovalStatus, type ScreenshotJobStarted, type ScreenshotResults, type ScreenshotSingleFiles } from '@shared/contracts/renders';
import { extensionOf, storageKeys } from '@shared/domain/assets';
import { MESSAGES, NOTIFICATION_TEXTS } from '@shared/messages';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { assetStorage, assetsRepository, checkNodes } from '@functions/assets/public';
import { loadScope } from '@functions/business-nodes/public';
import { campaignInScope, writableCampaign } from '@functions/campaigns/public';
import { notFound, unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import { publishEvent } from '@functions/lib/realtime';
import type { Caller } from '@functions/lib/session';
import { campaignCreatives, creativesWithStatus, type RenderCreative } from './campaign-creatives';
import { startRenderJob } from './render-queue';
import { fileNameOf, screenshotFiles } from './screenshot-files';

/**
 * POST make-screenshots / create-pdf: every creative of the status goes to the bulk-screenshots job. 422 'No variations
 * found' when the campaign has none of that status; 409 'Only one process at a time can be executed' while another
 * render job of the campaign runs.
 */
export async function startScreenshots(caller: Caller, campaignId: string, approvalStatus: ScreenshotApprovalStatus, output: 'screenshots' | 'pdf'): Promise<ScreenshotJobStarted> {
  const { campaign } = await writableCampaign(caller, campaignId);
  const creatives = await creativesWithStatus(campaignId, approvalStatus);
  if (creatives.length === 0) throw unprocessable(NOTIFICATION_TEXTS.noVariationsFound);
  const { jobId } = await startRenderJob({
    campaignId,
    partnerId: campaign.partnerId,
    userId: caller.user.id,
    kind: output,
    total: creatives.length,
    queue: 'bulk-screenshots',
    message: { partnerId: campaign.partnerId, campaignId, userId: caller.user.id, approvalStatus, output, creativeIds: creatives.map((c) => c.id) },
  });
  const events = NOTIFICATION_EVENTS.screenshotter;
  // a start matters only to the tab that asked (the notifications port's rule): a plain push, not stored
  await publishEvent({ userId: caller.user.id }, { source: NOTIFICATION_SOURCES.screenshotter, event: output === 'pdf' ? events.pdfStarted : events.started, payload: { campaignId, jobId, approvalStatus } });
  return { jobId, total: creatives.length };
}

/** The stored screenshots of the creatives that have the status now (in their current version), and the status's last PDF. */
export async function screenshotResults(caller: Caller, campaignId: string, approvalStatus: ScreenshotApprovalStatus): Promise<ScreenshotResults> {
  const { campaign } = await campaignInScope(caller, campaignId);
  const [creatives, stored] = await Promise.all([creativesWithStatus(campaignId, approvalStatus), screenshotFiles.list(screenshotsFolder(campaign.partnerId, campaignId, approvalStatus))]);
  const present = creatives.filter((c) => stored.has(`${c.id}.png`));
  const current = await Promise.all(present.map(async (c) => ({ c, ok: (await screenshotFiles.versionOf(creativeScreenshotKey(campaign.partnerId, campaignId, approvalStatus, c.id))) === c.version })));
  const files = await Promise.all(
    current.filter((x) => x.ok).map(({ c }) => screenshotFiles.download(creativeScreenshotKey(campaign.partnerId, campaignId, approvalStatus, c.id), fileNameOf(c.name, 'png'), stored.get(`${c.id}.png`)!, 'image/png', c.id)),
  );
  const pdfAt = stored.get('creatives.pdf');
  const pdf = pdfAt ? await screenshotFiles.download(creativesPdfKey(campaign.partnerId, campaignId, approvalStatus), fileNameOf(`${campaign.name} ${approvalStatus}`, 'pdf'), pdfAt, 'application/pdf') : null;
  return { approvalStatus, files, pdf };
}

async function creativeOf(campaignId: string, creativeId: string): Promise<RenderCreative> {
  const creative = (await campaignCreatives(campaignId)).find((c) => c.id === creativeId);
  if (!creative) throw notFound(MESSAGES.creativeNotFound);
  return creative;
}

async function renderedScreenshot(partnerId: string, campaignId: string, creative: RenderCreative): Promise<CreativeScreenshot | null> {
  const key = creativeScreenshotKey(partnerId, campaignId, creative.approvalStatus, creative.id);
  if ((await screenshotFiles.versionOf(key)) !== creative.version) return null;
  return { status: 'finished', file: await screenshotFiles.download(key, fileNameOf(creative.name, 'png'), new Date(), 'image/png', creative.id) };
}

/** GET creatives/{creativeId}/screenshot (download single file from a variation): its link once rendered in its current version. */
export async function creativeScreenshot(caller: Caller, campaignId: string, creativeId: string): Promise<CreativeScreenshot> {
  const { campaign } = await campaignInScope(caller, campaignId);
  return (await renderedScreenshot(campaign.partnerId, campaignId, await creativeOf(campaignId, creativeId))) ?? { status: 'unrendered' };
}

/**
 * POST creatives/{creativeId}/screenshot: renders one creative for download when its screenshot is missing (a job of its
 * own on bulk-screenshots, outside the render queue: it is one page); the user's tabs hear 'creative-screenshot-ready'.
 */
export async function renderCreativeScreenshot(caller: Caller, campaignId: string, creativeId: string): Promise<CreativeScreenshot> {
  const { campaign } = await campaignInScope(caller, campaignId);
  const creative = await creativeOf(campaignId, creativeId);
  const ready = await renderedScreenshot(campaign.partnerId, campaignId, creative);
  if (ready) return ready;
  await sendToQueue('bulk-screenshots', { jobId: newId(), partnerId: campaign.partnerId, campaignId, userId: caller.user.id, approvalStatus: creative.approvalStatus, output: 'single', creativeIds: [creative.id] });
  return { status: 'progress' };
}

/**
 * POST screenshots/{approvalStatus}/single-files (create single files from screenshots): each current screenshot of the
 * status becomes an asset library file on the campaign's node (category creatives), through the library's processing
 * job. 422 'No variations found' when there is none yet.
 */
export async function screenshotsToSingleFiles(caller: Caller, campaignId: string, approvalStatus: ScreenshotApprovalStatus): Promise<ScreenshotSingleFiles> {
  const { campaign, scope } = await writableCampaign(caller, campaignId);
  checkNodes(scope ?? (await loadScope(caller)), [campaign.businessNodeId]);
  const creatives = await creativesWithStatus(campaignId, approvalStatus);
  const ready = (
    await Promise.all(
      creatives.map(async (c) => {
        const key = creativeScreenshotKey(campaign.partnerId, campaignId, approvalStatus, c.id);
        return (await screenshotFiles.versionOf(key)) === c.version ? { c, key } : null;
      }),
    )
  ).filter((x) => x !== null);
  if (ready.length === 0) throw unprocessable(NOTIFICATION_TEXTS.noVariationsFound);
  const assets: ScreenshotSingleFiles['assets'] = [];
  for (const { c, key } of ready) {
    const id = newId();
    const name = fileNameOf(c.name, 'png');
    // the processing job removes the file it processed: the asset gets its own copy
    const temp = storageKeys.temp(campaign.partnerId, id, name);
    await assetStorage.copy(key, temp, 'image/png');
    const size = (await assetStorage.size(temp)) ?? 0;
    await assetsRepository.create({
      id, partnerId: campaign.partnerId, name, category: 'creatives', mimeType: 'image/png', format: extensionOf(name), size, key: temp,
      businessNodes: [campaign.businessNodeId], status: 'processing', createdBy: caller.user.id,
    });
    await sendToQueue('assets-process', { assetId: id, userId: caller.user.id });
    assets.push({ creativeId: c.id, assetId: id });
  }
  return { assets };
}
