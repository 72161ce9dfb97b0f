/**
 * The render queue's one item per campaign (001 3 'Campaign' render queue): the campaign's current or last render job,
 * with the queue and message that started it (restart sends them again). Every write is conditional: a new job only
 * replaces one that ended, was cancelled or went stale; progress and the end are written only by the job that holds the
 * item and only while it is not cancelled, so a cancelled or replaced job's late writes change nothing.
 */
import { Entity, type EntityItem } from 'electrodb';
import { RENDER_JOB_ERRORS_KEPT, RENDER_KINDS, type RenderItemError } from '@shared/contracts/renders';
import { isConditionFailure, lazy, SERVICE } from '@functions/lib/db';

/**
 * A job that has not moved for this long is taken for dead (its consumer crashed and the message went to the DLQ):
 * a new job may replace it. A live job writes its progress after every item, far more often.
 */
export const RENDER_JOB_STALE_MS = 30 * 60_000;

const renderJobs = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'renderJob', version: '1', service: SERVICE },
        attributes: {
          campaignId: { type: 'string', required: true },
          jobId: { type: 'string', required: true },
          partnerId: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          kind: { type: RENDER_KINDS, required: true },
          status: { type: ['queued', 'progress', 'finished', 'error'] as const, required: true },
          total: { type: 'number', required: true },
          done: { type: 'number', required: true },
          failed: { type: 'number', required: true },
          errors: { type: 'any', required: true },
          /** The queue and message (without its jobId) that run the job: restart sends them again. */
          queue: { type: 'string', required: true },
          message: { type: 'any', required: true },
          result: { type: 'any' },
          cancelledAt: { type: 'number' },
          startedAt: { type: 'number', required: true },
          /** Set by each write (not by ElectroDB's watcher: the stale test compares it with the caller's clock). */
          updatedAt: { type: 'number', required: true },
          finishedAt: { type: 'number' },
        },
        indexes: { byCampaign: { pk: { field: 'pk', composite: ['campaignId'] }, sk: { field: 'sk', composite: [] } } },
      },
      cfg,
    ),
);

export type RenderJob = Omit<EntityItem<ReturnType<typeof renderJobs>>, 'errors' | 'message'> & { errors: RenderItemError[]; message: Record<string, unknown> };
export type NewRenderJob = Pick<RenderJob, 'campaignId' | 'jobId' | 'partnerId' | 'userId' | 'kind' | 'total' | 'queue' | 'message'>;

/** Whether a job still holds its campaign's queue: queued or in progress, not cancelled, and not stale. */
export const isRunning = (job: Pick<RenderJob, 'status' | 'cancelledAt' | 'updatedAt'>, now = Date.now()) =>
  (job.status === 'queued' || job.status === 'progress') && job.cancelledAt === undefined && job.updatedAt >= now - RENDER_JOB_STALE_MS;

const fresh = (job: NewRenderJob, now: number) => ({ ...job, status: 'queued' as const, done: 0, failed: 0, errors: [], startedAt: now, updatedAt: now });

async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export const renderJobsRepository = {
  async get(campaignId: string): Promise<RenderJob | null> {
    const { data } = await renderJobs().get({ campaignId }).go({ consistent: true });
    return data as RenderJob | null;
  },

  /** Writes a new queued job unless one is running (false then). */
  start(job: NewRenderJob, now = Date.now()): Promise<boolean> {
    return conditional(() =>
      renderJobs()
        .put(fresh(job, now))
        .where((a, op) => `${op.notExists(a.campaignId)} OR ${op.eq(a.status, 'finished')} OR ${op.eq(a.status, 'error')} OR ${op.exists(a.cancelledAt)} OR ${op.lt(a.updatedAt, now - RENDER_JOB_STALE_MS)}`)
        .go(),
    );
  },

  /** The same work again under a new job id, replacing the job `previousJobId` once it is no longer running (false otherwise). */
  restart(previousJobId: string, job: NewRenderJob, now = Date.now()): Promise<boolean> {
    return conditional(() =>
      renderJobs()
        .put(fresh(job, now))
        .where((a, op) => `${op.eq(a.jobId, previousJobId)} AND (${op.eq(a.status, 'finished')} OR ${op.eq(a.status, 'error')} OR ${op.exists(a.cancelledAt)} OR ${op.lt(a.updatedAt, now - RENDER_JOB_STALE_MS)})`)
        .go(),
    );
  },

  /** A running job's counts (only while it holds the item and is not cancelled). */
  progress(campaignId: string, jobId: string, counts: { done: number; failed: number; errors?: RenderItemError[] }, now = Date.now()): Promise<boolean> {
    return conditional(() =>
      renderJobs()
        .patch({ campaignId })
        .set({ status: 'progress', done: counts.done, failed: counts.failed, updatedAt: now, ...(counts.errors ? { errors: counts.errors.slice(0, RENDER_JOB_ERRORS_KEPT) } : {}) })
        .where((a, op) => `${op.eq(a.jobId, jobId)} AND ${op.notExists(a.cancelledAt)} AND (${op.eq(a.status, 'queued')} OR ${op.eq(a.status, 'progress')})`)
        .go(),
    );
  },

  /** Ends a running job (only the job holding the item, not cancelled). */
  finish(campaignId: string, jobId: string, status: 'finished' | 'error', result: unknown, now = Date.now()): Promise<boolean> {
    return conditional(() =>
      renderJobs()
        .patch({ campaignId })
        .set({ status, updatedAt: now, finishedAt: now, ...(result === undefined ? {} : { result }) })
        .where((a, op) => `${op.eq(a.jobId, jobId)} AND ${op.notExists(a.cancelledAt)} AND (${op.eq(a.status, 'queued')} OR ${op.eq(a.status, 'progress')})`)
        .go(),
    );
  },

  /** Cancels the job `jobId` while it runs: it ends in error, marked cancelled (false when it already ended). */
  cancel(campaignId: string, jobId: string, now = Date.now()): Promise<boolean> {
    return conditional(() =>
      renderJobs()
        .patch({ campaignId })
        .set({ status: 'error', cancelledAt: now, updatedAt: now, finishedAt: now })
        .where((a, op) => `${op.eq(a.jobId, jobId)} AND ${op.notExists(a.cancelledAt)} AND (${op.eq(a.status, 'queued')} OR ${op.eq(a.status, 'progress')})`)
        .go(),
    );
  },
};
