/**
 * The render queue primitive (001 7 'Campaigns' render queue; 'Only one process at a time can be executed'). A domain
 * that renders for a campaign (screenshots, PDF, prerender, video) starts its job here: the job takes the campaign's
 * one render item (conditional write), keeps the queue and message that run it, and sends that message with its jobId.
 * The consumer reports each item (`renderJobProgress`), asks between items whether it was cancelled
 * (`isRenderJobCancelled`) and ends the job (`finishRenderJob`). Every change is pushed to the campaign's topic as
 * 'render-progress' (source by kind). Cancel stops the job at its next item; restart sends the stored message again
 * under a new job id (the old job's late writes then change nothing).
 */
import { campaignTopic } from '@shared/contracts/personalize-events';
import { RENDER_EVENT_SOURCES, RENDER_PROGRESS_EVENT, type RenderItemError, type RenderJobState, type RenderKind } from '@shared/contracts/renders';
import { MESSAGES } from '@shared/messages';
import { AppError, notFound } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import { publishEvent } from '@functions/lib/realtime';
import type { QueueMessage, QueueName } from '@functions/queues';
import { isRunning, renderJobsRepository, type NewRenderJob, type RenderJob } from './render-jobs-repository';

/** The queues whose messages carry a jobId: the ones a render job can run on. */
export type RenderJobQueue = { [N in QueueName]: QueueMessage<N> extends { jobId: string } ? N : never }[QueueName];

export interface RenderJobRequest<N extends RenderJobQueue> {
  campaignId: string;
  partnerId: string;
  userId: string;
  kind: RenderKind;
  /** How many items the job renders (its progress counts up to it). */
  total: number;
  queue: N;
  /** The queue's message without its jobId (the job's id is added). */
  message: Omit<QueueMessage<N>, 'jobId'>;
}

const onlyOneProcess = () => new AppError('DEFAULT_ERROR', 409, MESSAGES.onlyOneProcess);

export function presentRenderJob(job: RenderJob): RenderJobState {
  return {
    campaignId: job.campaignId,
    jobId: job.jobId,
    kind: job.kind,
    status: job.status,
    cancelled: job.cancelledAt !== undefined,
    total: job.total,
    done: job.done,
    failed: job.failed,
    errors: job.errors ?? [],
    userId: job.userId,
    startedAt: new Date(job.startedAt).toISOString(),
    updatedAt: new Date(job.updatedAt).toISOString(),
    ...(job.finishedAt !== undefined ? { finishedAt: new Date(job.finishedAt).toISOString() } : {}),
    ...(job.result !== undefined ? { result: job.result } : {}),
  };
}

/** Pushes the job's current state to the campaign's topic. */
async function publishState(campaignId: string): Promise<RenderJobState | null> {
  const job = await renderJobsRepository.get(campaignId);
  if (!job) return null;
  const state = presentRenderJob(job);
  await publishEvent({ topic: campaignTopic(campaignId) }, { source: RENDER_EVENT_SOURCES[job.kind], event: RENDER_PROGRESS_EVENT, payload: state });
  return state;
}

/** Sends a stored job's message; when it cannot be sent the job ends in error (it would never run) and the error goes on. */
async function send(job: NewRenderJob): Promise<void> {
  try {
    await sendToQueue(job.queue as RenderJobQueue, { ...job.message, jobId: job.jobId } as never);
  } catch (error) {
    await renderJobsRepository.finish(job.campaignId, job.jobId, 'error', undefined);
    throw error;
  }
}

/**
 * Starts a campaign's render job: 409 'Only one process at a time can be executed' while another is queued or in
 * progress. The caller has checked the campaign and the caller's right to it.
 */
export async function startRenderJob<N extends RenderJobQueue>(request: RenderJobRequest<N>): Promise<{ jobId: string }> {
  const job: NewRenderJob = { ...request, jobId: newId(), message: request.message as Record<string, unknown> };
  if (!(await renderJobsRepository.start(job))) throw onlyOneProcess();
  await send(job);
  await publishState(job.campaignId);
  return { jobId: job.jobId };
}

/**
 * A consumer's progress: items done and failed so far (and the failures' reasons). False when the job was cancelled or
 * replaced: the consumer stops then.
 */
export async function renderJobProgress(campaignId: string, jobId: string, counts: { done: number; failed: number; errors?: RenderItemError[] }): Promise<boolean> {
  if (!(await renderJobsRepository.progress(campaignId, jobId, counts))) return false;
  await publishState(campaignId);
  return true;
}

/** Ends the job with its result (the files it made, for instance). False when it was cancelled or replaced meanwhile. */
export async function finishRenderJob(campaignId: string, jobId: string, status: 'finished' | 'error', result?: unknown): Promise<boolean> {
  if (!(await renderJobsRepository.finish(campaignId, jobId, status, result))) return false;
  await publishState(campaignId);
  return true;
}

/** Whether the job should stop: cancelled, replaced by another job (restart), or gone. */
export async function isRenderJobCancelled(campaignId: string, jobId: string): Promise<boolean> {
  const job = await renderJobsRepository.get(campaignId);
  return !job || job.jobId !== jobId || job.cancelledAt !== undefined;
}

/** The campaign's current or last render job, as shown. */
export async function renderQueueState(campaignId: string): Promise<RenderJobState | null> {
  const job = await renderJobsRepository.get(campaignId);
  return job ? presentRenderJob(job) : null;
}

/** PATCH cancel-render: the running job stops at its next item. 404 without a job; a job that already ended stays as it is. */
export async function cancelRenderJob(campaignId: string): Promise<RenderJobState> {
  const job = await renderJobsRepository.get(campaignId);
  if (!job) throw notFound(MESSAGES.entityNotFound);
  if (await renderJobsRepository.cancel(campaignId, job.jobId)) return (await publishState(campaignId))!;
  return presentRenderJob((await renderJobsRepository.get(campaignId))!);
}

/**
 * PATCH restart-render: the last job's work again (its stored queue and message) under a new job id, by the caller.
 * 404 without a job; 409 'Only one process at a time can be executed' while it still runs.
 */
export async function restartRenderJob(campaignId: string, userId: string): Promise<RenderJobState> {
  const previous = await renderJobsRepository.get(campaignId);
  if (!previous) throw notFound(MESSAGES.entityNotFound);
  if (isRunning(previous)) throw onlyOneProcess();
  const job: NewRenderJob = { campaignId, partnerId: previous.partnerId, userId, kind: previous.kind, total: previous.total, queue: previous.queue, message: previous.message, jobId: newId() };
  if (!(await renderJobsRepository.restart(previous.jobId, job))) throw onlyOneProcess();
  await send(job);
  return (await publishState(campaignId))!;
}
