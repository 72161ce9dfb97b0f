/**
 * The image scorer: a library or brief asset once processed (functions/assets/consumers/process-asset.ts
 * sends it), or a template version once its thumbnails exist (functions/template-render). Idempotent: a subject
 * already scored in this version is left alone, and the analysis is kept by content hash, so a redelivered message or
 * a re-upload of the same file is not measured again. The uploader hears 'Image scoring finished' or 'failed' (a video:
 * 'Video scoring finished' or 'failed'; 001 8 'Notification catalogue').
 */
import type { ImageScoringMessage } from '@shared/contracts/scoring';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { fittedRect } from '@shared/domain/scoring';
import { assetsRepository } from '@functions/assets/public';
import { errorText, logger } from '@functions/lib/logger';
import { isPermanent, queueConsumer } from '@functions/lib/sqs';
import { notifyUsers } from '@functions/notifications/public';
import { keyIn, templateFiles } from '@functions/template-render/public';
import { templateFolder, templatesRepository } from '@functions/templates/public';
import { readFile } from '../files';
import { analysisOf, isContentError, messageOf, type Content } from '../score-content';
import { scoringRepository, type SubjectWrite } from '../scoring-repository';

/** Receives after which a failing subject is marked failed instead of retried. */
const LAST_TRY = 3;
const THUMBNAIL = { width: 500, height: 500 };

const isScorable = (mimeType: string) => mimeType.startsWith('image/') || mimeType === 'video/mp4' || mimeType === 'video/quicktime' || mimeType === 'video/webm';

interface Job {
  subject: SubjectWrite;
  content: Content;
  notify: { partnerId: string; userId?: string; payload: Record<string, unknown> };
  onScored?: (scores: { aesthetics: number; memorability: number; textProportion: number }) => Promise<void>;
}

async function assetJob(message: Extract<ImageScoringMessage, { kind: 'asset' }>): Promise<Job | null> {
  const asset = await assetsRepository.get(message.assetId);
  if (!asset || asset.status !== 'ready' || !asset.hash || !isScorable(asset.mimeType)) return null;
  return {
    subject: { kind: 'asset', subjectId: asset.id, version: asset.hash, partnerId: asset.partnerId, scopeId: asset.id, name: asset.name, contentHash: asset.hash },
    content: {
      partnerId: asset.partnerId,
      contentHash: asset.hash,
      read: () => readFile(asset.key),
      video: asset.mimeType.startsWith('video/'),
      name: asset.name,
      hints: asset.category === 'logos' ? { logo: { present: true, share: 1, source: 'file' } } : {},
    },
    notify: { partnerId: asset.partnerId, userId: message.userId, payload: { assetId: asset.id, name: asset.name } },
    onScored: (scores) => assetsRepository.setScores(asset.id, scores),
  };
}

async function templateJob(message: Extract<ImageScoringMessage, { kind: 'template' }>): Promise<Job | null> {
  const template = await templatesRepository.get(message.templateId);
  const version = template?.generations.flatMap((g) => g.versions).find((v) => v.id === message.versionId);
  if (!template || !version || !version.thumbnails) return null;
  const prefix = templateFolder(template.partnerId, template.conceptId, version.id);
  const video = version.kind === 'video';
  const [w, h] = template.size.split('x').map(Number);
  const key = video ? keyIn(prefix, version.entry) : keyIn(prefix, `thumbnails/${THUMBNAIL.width}x${THUMBNAIL.height}.png`);
  if (!key) return null;
  const logo = Object.entries(version.parse.defaultValues).some(([name, v]) => /logo/i.test(name) && typeof v === 'string' && v.trim() !== '');
  return {
    subject: { kind: 'template', subjectId: template.id, version: version.id, partnerId: template.partnerId, scopeId: template.id, name: `${template.name} v${version.generation}.${version.version}` },
    content: {
      partnerId: template.partnerId,
      read: async () => {
        const bytes = await templateFiles.read(key);
        if (!bytes) throw new Error(`template file ${key} is missing`);
        return bytes;
      },
      video,
      name: version.entry,
      // the thumbnail is the template fitted on white: only the template's own rectangle is scored
      hints: { ...(logo ? { logo: { present: true, share: 0, source: 'field' as const } } : {}), ...(!video && w && h ? { crop: fittedRect({ width: w, height: h }, THUMBNAIL) } : {}) },
    },
    notify: { partnerId: template.partnerId, userId: message.userId, payload: { templateId: template.id, versionId: version.id, name: template.name } },
  };
}

export const handler = queueConsumer('image-scoring', async (message, record) => {
  const job = message.kind === 'asset' ? await assetJob(message) : await templateJob(message);
  if (!job) return;
  const done = await scoringRepository.subject(job.subject);
  if (done?.status === 'finished') return;
  const events = job.content.video
    ? { source: NOTIFICATION_SOURCES.videoResizer, finished: NOTIFICATION_EVENTS.videoResizer.scoringFinished, failed: NOTIFICATION_EVENTS.videoResizer.scoringFailed }
    : { source: NOTIFICATION_SOURCES.imageScorer, finished: NOTIFICATION_EVENTS.imageScorer.finished, failed: NOTIFICATION_EVENTS.imageScorer.failed };
  const tell = (event: string, extra: Record<string, unknown>) =>
    job.notify.userId ? notifyUsers({ partnerId: job.notify.partnerId, userIds: [job.notify.userId], source: events.source, event, payload: { ...job.notify.payload, ...extra } }) : Promise.resolve();
  try {
    const { analysis, contentHash } = await analysisOf(job.content);
    await scoringRepository.finished({ ...job.subject, contentHash }, analysis);
    await job.onScored?.({ aesthetics: analysis.aesthetics.score, memorability: analysis.memorability.score, textProportion: Math.round(analysis.textProportion * 100) });
    await tell(events.finished, { aesthetics: analysis.aesthetics.score, memorability: analysis.memorability.score });
  } catch (error) {
    const final = isContentError(error) || isPermanent(error) || Number(record.attributes.ApproximateReceiveCount ?? 1) >= LAST_TRY;
    if (!final) throw error;
    logger.warn('scoring failed', { subject: job.subject.subjectId, error: errorText(error) });
    await scoringRepository.failed(job.subject, messageOf(error));
    await tell(events.failed, { error: messageOf(error) });
  }
});
