/**
 * The render queue of a campaign (001 3 'Campaign' render queue, 001 7 'Campaigns': GET render-queue/state, PATCH
 * cancel-render and restart-render; 'Only one process at a time can be executed'): one render job per campaign at a time
 * (screenshots, a PDF, a prerender, a video render), its state pushed as the ws-event 'render-progress' on the campaign's
 * topic. Statuses are the spec's job statuses (shared/constants.ts JOB_STATUSES).
 */
import * as z from 'zod';
import type { JobStatus } from '../constants';

/** What a render job makes: each kind is one job type of 001 7 'Background jobs' run through the render queue. */
export const RENDER_KINDS = ['screenshots', 'pdf', 'prerender', 'video'] as const;
export type RenderKind = (typeof RENDER_KINDS)[number];

/** The ws-event of every change of a campaign's render job (start, progress, end, cancel, restart). */
export const RENDER_PROGRESS_EVENT = 'render-progress';

/** The ws-event source of a kind's render job (shared/notifications/catalogue.ts NOTIFICATION_SOURCES). */
export const RENDER_EVENT_SOURCES = {
  screenshots: 'screenshotter',
  pdf: 'screenshotter',
  prerender: 'html-prerenderer',
  video: 'render-node',
} as const satisfies Record<RenderKind, string>;

/** A render job keeps the first errors of its items (each says which item and why); the count goes on in `failed`. */
export const RENDER_JOB_ERRORS_KEPT = 50;

export const renderItemErrorSchema = z.object({ id: z.string().optional(), name: z.string().optional(), message: z.string() });
export type RenderItemError = z.infer<typeof renderItemErrorSchema>;

/** A job's state as GET render-queue/state answers it and the 'render-progress' ws-event carries it. */
export interface RenderJobState {
  campaignId: string;
  jobId: string;
  kind: RenderKind;
  /** queued (sent, not started), progress, finished or error (JOB_STATUSES). */
  status: Extract<JobStatus, 'queued' | 'progress' | 'finished' | 'error'>;
  /** The job was cancelled (it stopped before the end; restart runs it again). */
  cancelled: boolean;
  total: number;
  done: number;
  failed: number;
  errors: RenderItemError[];
  /** Who started it. */
  userId: string;
  /** ISO times. */
  startedAt: string;
  updatedAt: string;
  finishedAt?: string;
  /** What the job answers when it ends (its files, for instance); the kind decides its shape. */
  result?: unknown;
}

/** GET render-queue/state: the campaign's current (or last) render job, or null when it never had one. */
export interface RenderQueueState {
  job: RenderJobState | null;
}
