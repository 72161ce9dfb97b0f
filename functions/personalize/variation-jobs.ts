/**
 * Variation generation as a background job (ours; 001 7 'POST generate-variations', 001 8 'Only one process at a
 * time can be executed'). Writing 10,000 variations took 24.4 s in one call on DynamoDB Local, too close to API
 * Gateway's 29 s, so the POST plans and checks everything (the spec's errors answer at once, 422) and takes the
 * campaign's personalize lock (the tree job's item: one tree job or generation at a time, 409), keeps the request in
 * the files bucket (a datasource can be far larger than a queue message) and answers 202 with the counts it will
 * write. The `personalize-variations` queue's consumer plans again (seeded: the same set) and writes it all or
 * nothing; ws-events of source 'personalize' tell the asking user's browsers started, progress, finished or failed.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import {
  generateVariationsSchema,
  PERSONALIZE_EVENT_SOURCE,
  VARIATION_JOB_EVENTS,
  type GenerateVariations,
  type GenerateVariationsAccepted,
  type VariationJobEvent,
  type VariationJobMessage,
} from '@shared/contracts/personalize';
import { MESSAGES } from '@shared/messages';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { AppError } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { logger, errorText } from '@functions/lib/logger';
import { sendToQueue } from '@functions/lib/queues';
import { publishEvent } from '@functions/lib/realtime';
import { PermanentJobError } from '@functions/lib/sqs';
import { variationsRepository } from '@functions/campaigns/public';
import { notifyUsers } from '@functions/notifications/public';
import { personalizeRepository } from './personalize-repository';
import { actorOf } from '@functions/creatives/public';
import { planCampaignVariations, writeCampaignVariations, type CampaignRef } from './variation-generation';

/** A progress event at most every this many written variations (10,000 make ten). */
const PROGRESS_EVERY = 1_000;

/** 002 9 storage layout: the campaign's files under v2/partners/{partnerId}/campaigns/{campaignId}/. */
export const variationRequestKey = (partnerId: string, campaignId: string, jobId: string) => `v2/partners/${partnerId}/campaigns/${campaignId}/variation-jobs/${jobId}.json`;

const jobEvent = (event: keyof typeof VARIATION_JOB_EVENTS, payload: VariationJobEvent, userId: string) =>
  publishEvent({ userId }, { source: PERSONALIZE_EVENT_SOURCE, event: VARIATION_JOB_EVENTS[event], payload });

/** How the job ended is kept in the asking user's notification centre as well (the catalogue's personalize rows). */
const jobOutcome = (event: 'finished' | 'failed', payload: VariationJobEvent, message: Pick<VariationJobMessage, 'userId' | 'partnerId'>) =>
  notifyUsers({ partnerId: message.partnerId, userIds: [message.userId], source: PERSONALIZE_EVENT_SOURCE, event: VARIATION_JOB_EVENTS[event], payload, once: `variation-job:${payload.jobId}:${event}` });

/**
 * The campaign's variations list (GET campaigns/{id}/variations) reads them through the byCampaign index, and every
 * read of a DynamoDB global secondary index is eventually consistent: right after the last write the index may still
 * show part of the old set, while the job item (read consistently) already says finished. So the job's end is
 * written, and told, only once the index reads the set just written; the browser reads the list on the finished event
 * and counts right. Past LISTED_WAIT_MS (the index normally follows within a second) the job ends anyway, logged.
 */
export const LISTED_WAIT_MS = 30_000;
async function untilListed(campaignId: string, live: ReadonlySet<string>, deadline = Date.now() + LISTED_WAIT_MS): Promise<void> {
  for (let pause = 50; ; pause = Math.min(2 * pause, 1_000)) {
    const listed = (await variationsRepository.listKeysByCampaign(campaignId)).filter((k) => !k.archived);
    if (listed.length === live.size && listed.every((k) => live.has(k.reportingHash))) return;
    if (Date.now() >= deadline) {
      logger.warn('variations list still behind the written set: the job ends anyway', { campaignId, listed: listed.length, written: live.size });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** The POST: checks, lock, request stored, message queued; 202 body. Nothing of the campaign's set is written here. */
export async function enqueueVariationJob(campaign: CampaignRef, request: GenerateVariations, userId: string): Promise<GenerateVariationsAccepted> {
  const { result } = await planCampaignVariations(campaign, request);
  const jobId = newId();
  const message = MESSAGES.variationsBeingGenerated;
  if (!(await personalizeRepository.startJob(campaign.id, jobId, message, Date.now(), { kind: 'variations', planned: result.generated, written: 0 }))) {
    throw new AppError('DEFAULT_ERROR', 409, MESSAGES.onlyOneProcess);
  }
  const requestKey = variationRequestKey(campaign.partnerId, campaign.id, jobId);
  try {
    await s3().send(new PutObjectCommand({ Bucket: config.filesBucket, Key: requestKey, Body: JSON.stringify(request), ContentType: 'application/json' }));
    const queued: VariationJobMessage = { jobId, campaignId: campaign.id, partnerId: campaign.partnerId, userId, requestKey };
    await sendToQueue('personalize-variations', queued);
  } catch (error) {
    await personalizeRepository.endJob(campaign.id, jobId, 'error', MESSAGES.personalizeSomethingWentWrong);
    throw error;
  }
  await jobEvent('started', { campaignId: campaign.id, jobId, status: 'progress', message, planned: result.generated, written: 0 }, userId);
  return { ...result, jobId, message };
}

async function readRequest(key: string): Promise<GenerateVariations> {
  const { Body } = await s3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key }));
  const text = await (Body as { transformToString(): Promise<string> }).transformToString();
  return generateVariationsSchema.parse(JSON.parse(text));
}

/** The queue's consumer: a message of a job no longer holding the lock in progress is a redelivery and does nothing. */
export async function runVariationJob(message: VariationJobMessage): Promise<void> {
  const job = await personalizeRepository.getJob(message.campaignId);
  if (!job || job.jobId !== message.jobId || job.status !== 'progress') return;
  const campaign = { id: message.campaignId, partnerId: message.partnerId };
  const base = { campaignId: campaign.id, jobId: message.jobId };
  let planned = job.planned ?? 0;
  try {
    const plan = await planCampaignVariations(campaign, await readRequest(message.requestKey));
    planned = plan.result.generated;
    let reported = 0;
    const progress: Promise<void>[] = [];
    const by = await actorOf(message.userId);
    const { counts, live } = await writeCampaignVariations(
      campaign,
      plan,
      (n) => {
        if (n - reported < PROGRESS_EVERY) return;
        reported = n;
        progress.push(
          personalizeRepository.progressJob(campaign.id, message.jobId, n),
          jobEvent('progress', { ...base, status: 'progress', message: MESSAGES.variationsBeingGenerated, planned, written: n }, message.userId),
        );
      },
      by,
    );
    await Promise.all(progress);
    await untilListed(campaign.id, live);
    const written = counts.reduce((sum, c) => sum + c.count, 0);
    await personalizeRepository.endJob(campaign.id, message.jobId, 'finished', MESSAGES.variationsGenerated, { written, counts });
    await jobOutcome('finished', { ...base, status: 'finished', message: MESSAGES.variationsGenerated, planned, written, counts }, message);
  } catch (error) {
    // the set was left as it was (replaceSet undoes its own writes): say so, and do not try again
    const text = error instanceof AppError ? error.message : MESSAGES.variationsGenerationFailed;
    logger.error('variation generation failed', { campaignId: campaign.id, jobId: message.jobId, error: errorText(error) });
    await personalizeRepository.endJob(campaign.id, message.jobId, 'error', text, { written: 0 });
    await jobOutcome('failed', { ...base, status: 'error', message: text, planned, written: 0 }, message);
    throw new PermanentJobError(text);
  } finally {
    await s3()
      .send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: message.requestKey }))
      .catch(() => undefined);
  }
}
