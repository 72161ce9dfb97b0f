/**
 * bulk-screenshots-return (002 7: the bulk screenshots job's return queue): ends the render job with the worker's
 * result and tells the user who started it through the notification centre (the screenshotter's catalogue rows:
 * finished, the generation error, no variations found, no campaign found, PDF finished or failed). A single creative's
 * screenshot (a download) has no render job: its user's tabs hear that it is ready. Idempotent: the render job ends
 * once, so a redelivered result tells nobody again; a cancelled job's result changes nothing.
 */
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { CREATIVE_SCREENSHOT_READY_EVENT, type BulkScreenshotsResult } from '@shared/contracts/renders';
import { queueConsumer } from '@functions/lib/sqs';
import { publishEvent } from '@functions/lib/realtime';
import { notifyUsers } from '@functions/notifications/public';
import { finishRenderJob } from '../render-queue';

const EVENTS = NOTIFICATION_EVENTS.screenshotter;

function outcomeEvent(result: BulkScreenshotsResult): string {
  if (result.reason === 'noCampaign') return EVENTS.noCampaign;
  if (result.reason === 'noVariations') return EVENTS.noVariations;
  if (result.output === 'pdf') return result.status === 'finished' ? EVENTS.pdfFinished : EVENTS.pdfFailed;
  return result.status === 'finished' ? EVENTS.finished : EVENTS.failed;
}

export const handler = queueConsumer('bulk-screenshots-return', async (result) => {
  const { campaignId, jobId, userId, partnerId, approvalStatus, output } = result;
  if (output === 'single') {
    await publishEvent({ userId }, { source: NOTIFICATION_SOURCES.screenshotter, event: CREATIVE_SCREENSHOT_READY_EVENT, payload: { campaignId, creativeId: result.files[0]?.creativeId, status: result.status, errors: result.errors } });
    return;
  }
  if (result.status === 'cancelled') return;
  const status = result.status === 'finished' ? 'finished' : 'error';
  const summary = { approvalStatus, output, files: result.files.length, failed: result.failed, ...(result.pdf ? { pdf: result.pdf.name } : {}), ...(result.reason ? { reason: result.reason } : {}) };
  if (!(await finishRenderJob(campaignId, jobId, status, summary))) return;
  await notifyUsers({ partnerId, userIds: [userId], source: NOTIFICATION_SOURCES.screenshotter, event: outcomeEvent(result), payload: { campaignId, jobId, status, ...summary } });
});
