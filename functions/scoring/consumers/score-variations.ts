/**
 * The variations scorer: one campaign's approved creatives, each scored in its current version from the
 * image that shows it (screenshot or stored preview). Idempotent: a creative already scored in its version is skipped
 * and analyses are kept by content hash, so a redelivered job only finishes what is left. Progress goes to the
 * campaign's topic; the user who asked hears 'Variations scoring finished' or 'failed' (001 8).
 */
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { errorText, logger } from '@functions/lib/logger';
import { publishEvent } from '@functions/lib/realtime';
import { queueConsumer } from '@functions/lib/sqs';
import { notifyUsers } from '@functions/notifications/public';
import { approvedCreatives } from '../campaign-creatives';
import { readFile } from '../files';
import { analysisOf, isContentError, messageOf } from '../score-content';
import { scoringRepository } from '../scoring-repository';

const LAST_TRY = 3;

export const handler = queueConsumer('variations-scoring', async ({ jobId, campaignId, partnerId, userId }, record) => {
  const job = await scoringRepository.job(campaignId);
  if (!job || job.jobId !== jobId || job.status === 'finished' || job.status === 'error') return;
  const tell = (event: string, payload: Record<string, unknown>) =>
    notifyUsers({ partnerId, userIds: [userId], source: NOTIFICATION_SOURCES.variationsScorer, event, payload: { campaignId, jobId, ...payload } });
  try {
    const creatives = (await approvedCreatives(campaignId)).filter((c) => c.imageKey);
    await scoringRepository.jobProgress(campaignId, jobId, { status: 'progress', total: creatives.length });
    let done = 0, failed = 0;
    for (const c of creatives) {
      const subject = { kind: 'creative' as const, subjectId: c.id, version: c.version, partnerId, scopeId: campaignId, name: c.name, ...(c.reportingHash ? { reportingHash: c.reportingHash } : {}) };
      const stored = await scoringRepository.subject(subject);
      if (stored?.status !== 'finished') {
        try {
          const { analysis, contentHash } = await analysisOf({
            partnerId,
            read: () => readFile(c.imageKey!),
            video: false,
            name: c.name,
            hints: c.logoField ? { logo: { present: true, share: 0, source: 'field' } } : {},
          });
          await scoringRepository.finished({ ...subject, contentHash }, analysis);
        } catch (error) {
          if (!isContentError(error)) throw error;
          failed++;
          await scoringRepository.failed(subject, messageOf(error));
        }
      }
      done++;
      await scoringRepository.jobProgress(campaignId, jobId, { done, failed });
      await publishEvent({ topic: `campaign:${campaignId}` }, { source: NOTIFICATION_SOURCES.variationsScorer, event: 'scoring-progress', payload: { campaignId, jobId, done, failed, total: creatives.length } });
    }
    await scoringRepository.jobProgress(campaignId, jobId, { status: 'finished', done, failed });
    await tell(NOTIFICATION_EVENTS.variationsScorer.finished, { total: creatives.length, failed });
  } catch (error) {
    if (Number(record.attributes.ApproximateReceiveCount ?? 1) < LAST_TRY) throw error;
    logger.warn('variations scoring failed', { campaignId, error: errorText(error) });
    await scoringRepository.jobProgress(campaignId, jobId, { status: 'error' });
    await tell(NOTIFICATION_EVENTS.variationsScorer.failed, { error: messageOf(error) });
  }
});
