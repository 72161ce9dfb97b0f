/**
 * The render queue of a campaign (001 3 'Campaign' render queue, 001 7 'Campaigns': GET render-queue/state, PATCH
 * cancel-render and restart-render; 'Only one process at a time can be executed'): one render job per campaign at a time
 * (screenshots, a PDF, a prerender, a video render), its state pushed as the ws-event 'render-progress' on the campaign's
 * topic. Statuses are the spec's job statuses (shared/constants.ts JOB_STATUSES).
 */
import * as z from 'zod';
import type { JobStatus } from '../constants';
import { idSchema } from './common';

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

/**
 * Screenshots and PDF of a campaign's creatives (001 7 'Campaigns': POST make-screenshots and create-pdf with
 * approvalStatus; 002 7 'bulk screenshots' with its return queue): every creative of that approval status (variant
 * formats of self-service trees, variations of managed service) played through the renderer port, one PNG each under
 * screenshots/{approvalStatus} (002 9), and for a PDF one page per creative, named, in one file there.
 */
export const SCREENSHOT_APPROVAL_STATUSES = ['nonApproved', 'interimApproved', 'clientApproved'] as const;
export type ScreenshotApprovalStatus = (typeof SCREENSHOT_APPROVAL_STATUSES)[number];
export const approvalStatusBodySchema = z.object({ approvalStatus: z.enum(SCREENSHOT_APPROVAL_STATUSES) }).strict();
export const approvalStatusParamsSchema = z.object({ id: idSchema, approvalStatus: z.enum(SCREENSHOT_APPROVAL_STATUSES) });
export const creativeParamsSchema = z.object({ id: idSchema, creativeId: idSchema });

/** What a screenshots job makes: screenshots only, a PDF of them, or one creative's screenshot (a single download). */
export const SCREENSHOT_OUTPUTS = ['screenshots', 'pdf', 'single'] as const;
/** Creatives one job may render (one queue message names them all: 24-character ids stay far under SQS's 256 KB). */
export const SCREENSHOT_JOB_MAX_CREATIVES = 5000;

export const bulkScreenshotsMessageSchema = z.object({
  jobId: z.string().min(1),
  partnerId: idSchema,
  campaignId: idSchema,
  userId: z.string().min(1),
  approvalStatus: z.enum(SCREENSHOT_APPROVAL_STATUSES),
  output: z.enum(SCREENSHOT_OUTPUTS),
  creativeIds: z.array(idSchema).min(1).max(SCREENSHOT_JOB_MAX_CREATIVES),
});
export type BulkScreenshotsMessage = z.infer<typeof bulkScreenshotsMessageSchema>;

export const screenshotFileSchema = z.object({ creativeId: z.string(), name: z.string(), key: z.string() });
export type ScreenshotFile = z.infer<typeof screenshotFileSchema>;

/** The worker's result, sent to bulk-screenshots-return (its consumer ends the job and tells the user). */
export const bulkScreenshotsResultSchema = bulkScreenshotsMessageSchema.omit({ creativeIds: true }).extend({
  /** finished; error (nothing could be made); cancelled (stopped early: nothing more to say). */
  status: z.enum(['finished', 'error', 'cancelled']),
  /** Why nothing was made: the campaign is gone, or none of the named creatives is left. */
  reason: z.enum(['noCampaign', 'noVariations', 'failed']).optional(),
  files: z.array(screenshotFileSchema),
  pdf: screenshotFileSchema.omit({ creativeId: true }).optional(),
  failed: z.number().int().min(0),
  errors: z.array(renderItemErrorSchema),
});
export type BulkScreenshotsResult = z.infer<typeof bulkScreenshotsResultSchema>;

/** Where a creative's screenshot is kept (002 9 v2/partners/{p}/campaigns/{c}/screenshots/{approvalStatus}). */
export const screenshotsFolder = (partnerId: string, campaignId: string, approvalStatus: ScreenshotApprovalStatus) =>
  `v2/partners/${partnerId}/campaigns/${campaignId}/screenshots/${approvalStatus}`;
export const creativeScreenshotKey = (partnerId: string, campaignId: string, approvalStatus: ScreenshotApprovalStatus, creativeId: string) =>
  `${screenshotsFolder(partnerId, campaignId, approvalStatus)}/${creativeId}.png`;
/** The PDF of a status's creatives: the last one made replaces the one before. */
export const creativesPdfKey = (partnerId: string, campaignId: string, approvalStatus: ScreenshotApprovalStatus) =>
  `${screenshotsFolder(partnerId, campaignId, approvalStatus)}/creatives.pdf`;

/** The ws-event a user's tabs hear when one creative's screenshot asked for download is ready (or failed). */
export const CREATIVE_SCREENSHOT_READY_EVENT = 'creative-screenshot-ready';

/** POST make-screenshots / create-pdf: the job that started and how many creatives it renders. */
export interface ScreenshotJobStarted {
  jobId: string;
  total: number;
}

/** A result with its short signed download link (an hour, like the asset library's downloads). */
export interface ScreenshotDownload {
  creativeId?: string;
  name: string;
  url: string;
  /** The PNG shown inline (the list's preview); absent for the PDF. */
  previewUrl?: string;
  updatedAt: string;
}

/** GET screenshots/{approvalStatus}: the screenshots of the status's current creatives and its last PDF. */
export interface ScreenshotResults {
  approvalStatus: ScreenshotApprovalStatus;
  files: ScreenshotDownload[];
  pdf: ScreenshotDownload | null;
}

/** GET creatives/{creativeId}/screenshot: the link once rendered in its current version, else unrendered / progress. */
export type CreativeScreenshot = { status: 'finished'; file: ScreenshotDownload } | { status: 'unrendered' | 'progress' };

/** POST screenshots/{approvalStatus}/single-files: the screenshots kept as asset library files (create single files from screenshots). */
export interface ScreenshotSingleFiles {
  assets: { creativeId: string; assetId: string }[];
}
