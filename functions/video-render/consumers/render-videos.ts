/**
 * video-render ('Rendering: Video'): the creatives of a campaign's render job (render queue kind 'video')
 * rendered one by one (render-creative.ts), the job's progress reported after each and its cancellation checked
 * before each. Idempotent: a redelivered message skips the creatives this job already rendered (their record names
 * the job and their content), so no creative is rendered twice and the counts come out the same. At the end the job
 * finishes (error when any creative failed) and the asking user is told: video rendering finished, or the step that
 * failed (video rendering, resizing or cutting failed), through the notifications port.
 */
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { campaignsRepository } from '@functions/campaigns/public';
import { errorText, logger } from '@functions/lib/logger';
import { queueConsumer } from '@functions/lib/sqs';
import { notifyUsers } from '@functions/notifications/public';
import { finishRenderJob, isRenderJobCancelled, renderJobProgress } from '@functions/renders/public';
import { VideoStepError, type RenderStep } from '../compose-video';
import { renderCreative } from '../render-creative';
import { renderedVideosRepository } from '../rendered-videos-repository';
import { readVideoCreative } from '../video-creatives';

const EVENTS = NOTIFICATION_EVENTS.videoResizer;
const FAILED_EVENT: Record<RenderStep, string> = { rendering: EVENTS.renderingFailed, resizing: EVENTS.resizingFailed, cutting: EVENTS.cuttingFailed };

export const handler = queueConsumer('video-render', async (message) => {
  const { jobId, campaignId, partnerId, userId } = message;
  const campaign = await campaignsRepository.get(campaignId);
  if (!campaign || campaign.partnerId !== partnerId) {
    await finishRenderJob(campaignId, jobId, 'error', { message: 'Campaign not found' });
    return;
  }
  let done = 0;
  const errors: { id?: string; name?: string; message: string }[] = [];
  const failedSteps = new Set<RenderStep>();
  const rendered: { creativeId: string; status: string }[] = [];
  for (const ref of message.creatives) {
    if (await isRenderJobCancelled(campaignId, jobId)) return;
    const creative = await readVideoCreative(campaign, ref);
    if (!creative) {
      errors.push({ id: ref.kind === 'format' ? ref.formatId : ref.reportingHash, message: 'The creative is no longer a video creative of the campaign' });
    } else {
      const previous = await renderedVideosRepository.get(campaignId, creative.creativeId);
      if (previous?.jobId === jobId && previous.contentHash === creative.contentHash) {
        rendered.push({ creativeId: previous.creativeId, status: previous.status });
        done++;
      } else {
        try {
          const item = await renderCreative(campaign, creative, jobId);
          rendered.push({ creativeId: item.creativeId, status: item.status });
          done++;
        } catch (error) {
          if (!(error instanceof VideoStepError)) throw error;
          logger.warn('video creative not rendered', { jobId, creativeId: creative.creativeId, step: error.step, error: errorText(error) });
          failedSteps.add(error.step);
          errors.push({ id: creative.creativeId, name: creative.name, message: error.message });
        }
      }
    }
    if (!(await renderJobProgress(campaignId, jobId, { done, failed: errors.length, errors }))) return;
  }
  const ok = errors.length === 0;
  if (!(await finishRenderJob(campaignId, jobId, ok ? 'finished' : 'error', { rendered }))) return;
  const payload = { campaignId, campaignName: campaign.name, jobId, done, failed: errors.length, ...(ok ? {} : { message: errors[0]!.message }) };
  const events = ok ? [EVENTS.renderingFinished] : [...failedSteps].map((step) => FAILED_EVENT[step]);
  for (const event of events.length ? events : [EVENTS.renderingFailed]) {
    await notifyUsers({ partnerId, userIds: [userId], source: NOTIFICATION_SOURCES.videoResizer, event, payload });
  }
});
