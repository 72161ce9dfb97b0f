/**
 * THE queue table: every SQS queue, its consumer, its message contract and how it is polled. Data only (the message
 * schemas come from shared/contracts). The CDK jobs stack creates the queue, its DLQ (and return queue where named) and
 * an SqsEventSource per entry; the local stack creates the same queues in fauxqs and runs one poller per entry.
 * `sendToQueue(name, body)` is typed by the entry's schema, and `queueConsumer(name, ...)` parses with it.
 */
import type * as z from 'zod';
import { processAssetMessageSchema } from '@shared/contracts/assets';
import { templateRenderMessageSchema } from '@shared/contracts/template-render';
import { removeBackgroundMessageSchema } from '@shared/contracts/asset-cropper';
import { generateRecommendationsMessageSchema } from '@shared/contracts/asset-recommendations';
import { pushMessageSchema } from '@shared/contracts/realtime';
import { factBatchMessageSchema } from '@shared/contracts/report-facts';
import { storyboardProcessMessageSchema } from '@shared/contracts/storyboards';
import { treeJobMessageSchema, variationJobMessageSchema } from '@shared/contracts/personalize';
import { templateChangeMessageSchema } from '@shared/contracts/templates';
import { screenshotJobMessageSchema } from '@shared/contracts/personalize-screenshots';
import { imageScoringMessageSchema, variationsScoringMessageSchema } from '@shared/contracts/scoring';
import {
  cloudSyncExportMessageSchema,
  cloudSyncExportReturnMessageSchema,
  prerenderAssemblyMessageSchema,
  prerenderBulkMessageSchema,
  prerenderReturnMessageSchema,
  prerenderSingleMessageSchema,
} from '@shared/contracts/exports';
import { bulkScreenshotsMessageSchema, bulkScreenshotsResultSchema } from '@shared/contracts/renders';
import { videoRenderMessageSchema } from '@shared/contracts/video-render';
import { publishJobMessageSchema } from '@shared/contracts/publishing';

export interface QueueEntry {
  /** Logical name; the physical name is `${stage}-${name}`. */
  name: string;
  /** `<domain>/<operation>`: the consumer file functions/<domain>/consumers/<operation>.ts. */
  consumer: string;
  /** The contract of its messages: checked when sent and when received. */
  message: z.ZodType;
  batchSize: number;
  /** Receives before a message goes to the DLQ. */
  maxReceives: number;
  /**
   * The consumer function's timeout: sized to the most work one message may hold (the comment above the entry says
   * the size and the rate it assumes), at most Lambda's 900 s.
   */
  timeoutS: number;
  /** At least six times timeoutS (AWS's advice for Lambda event sources), so a message is not received twice at once. */
  visibilityTimeoutS: number;
  /**
   * Jobs that answer back (002 7: cloud-sync export, bulk screenshots, html prerendering) send their results to a
   * return queue: `true` means the table also holds an entry named `${name}-return` whose consumer collects the
   * results (job state, notifications, the next step), so the worker only renders and reports. The rule is checked
   * by tests/infra/data-stack.test.ts.
   */
  returnQueue: boolean;
  /** The consumer function's memory in AWS, when the default (512 MB) is not enough: measured by `npm run bench`. */
  memoryMb?: number;
  /**
   * How many of its consumers may run at once (the event source's maximum concurrency), when not JOB_MAX_CONCURRENCY:
   * jobs share the account's concurrent executions with the API, and must not take them all.
   */
  maxConcurrency?: number;
}

/** The environment variable that carries a queue's URL to the functions that send to it. */
/** A queue's consumers at once unless its entry says otherwise: all queues' together stay within half the account's 1,000 (tests/infra/quotas.test.ts). */
export const JOB_MAX_CONCURRENCY = 10;

export const queueUrlEnv = (name: string) => `QUEUE_URL_${name.replace(/-/g, '_').toUpperCase()}`;

export const QUEUES = [
  // Fan-out of ws-event messages to the connected browsers of a user or partner: every job reports through it.
  // 10 events a batch, each posted to the connections of one user or partner (tens, ~20 ms a post): seconds.
  { name: 'realtime-events', consumer: 'realtime/push-events', message: pushMessageSchema, batchSize: 10, maxReceives: 5, timeoutS: 10, visibilityTimeoutS: 60, returnQueue: false, maxConcurrency: 50 },
  // Reporting fact batches (functions/reporting/facts/enqueue-facts.ts): one at a time, each up to 100,000 rows encoded in
  // memory. `npm run bench -- ingest`: a full staged batch (63 MiB NDJSON) peaks at ~350 MiB RSS, so 1 GB leaves room
  // (and Lambda's CPU share grows with memory: the batch encodes in ~2 s here).
  { name: 'report-facts', consumer: 'reporting/ingest-facts', message: factBatchMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 60, visibilityTimeoutS: 360, returnQueue: false, memoryMb: 1024 },
  // Asset processing (functions/assets/consumers/process-asset.ts): type from content, hash, merge, thumbnail, unzip; up to 2 GB streamed.
  // Timeout: the largest message is one 2 GB upload, streamed from S3 and written back (~100 MB/s: ~40 s) plus unzipping; 300 s.
  { name: 'assets-process', consumer: 'assets/process-asset', message: processAssetMessageSchema, batchSize: 1, maxReceives: 5, timeoutS: 300, visibilityTimeoutS: 1800, returnQueue: false },
  // Background removal (functions/asset-cropper/consumers/remove-background.ts): one image at a time, the model in a worker
  // thread. Measured here: the 'small' model peaks at ~1.25 GiB RSS on a 1600x1000 image and ~1.35 GiB on 4000x3000, so 2 GB.
  { name: 'background-removal', consumer: 'asset-cropper/remove-background', message: removeBackgroundMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 150, visibilityTimeoutS: 900, returnQueue: false, memoryMb: 2048 },
  // Asset recommendations (functions/asset-recommendations/consumers/generate-recommendations.ts): sharp's attention crops of
  // one image to the sizes its concepts need (the image decoded once, at most 100 MB), then a cut-out via background-removal.
  { name: 'asset-recommendations', consumer: 'asset-recommendations/generate-recommendations', message: generateRecommendationsMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 50, visibilityTimeoutS: 300, returnQueue: false, memoryMb: 1024 },
  // Template renders (functions/template-render/consumers/render-template.ts): thumbnails and resizes on a warm Chromium
  // (@sparticuz/chromium layer, 220 MB unpacked in /tmp) and ffmpeg; Chromium wants ~2 GB, and 5 messages share its launch.
  // Timeout: 5 renders a batch, a video resize through ffmpeg the longest (~20 s each): 120 s.
  { name: 'template-render', consumer: 'template-render/render-template', message: templateRenderMessageSchema, batchSize: 5, maxReceives: 3, timeoutS: 120, visibilityTimeoutS: 720, returnQueue: false, memoryMb: 2048 },
  // Storyboard versions and imports (functions/storyboards/consumers/process-storyboard.ts): sharp thumbnails, ffmpeg probe and
  // poster frame of mp4s, PDF pages rendered by the warm Chromium (one page at a time), zips unpacked with fflate within limits.
  // Timeout: a version holds at most 50 files (STORYBOARD_VERSION_MAX_FILES), a PDF page or mp4 poster a few seconds each: 300 s.
  { name: 'storyboard-process', consumer: 'storyboards/process-storyboard', message: storyboardProcessMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 300, visibilityTimeoutS: 1800, returnQueue: false, memoryMb: 2048 },
  // Personalize tree initialisation and restructure (functions/personalize/consumers/initialise-trees.ts): one campaign at a
  // time (its lock item), writes in transactions of 100; a redelivered message of a finished job does nothing.
  { name: 'personalize-trees', consumer: 'personalize/initialise-trees', message: treeJobMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 50, visibilityTimeoutS: 300, returnQueue: false },
  // Variation generation (functions/personalize/consumers/generate-variations.ts): one campaign's set at a time under the
  // same lock as the tree job; 10,000 variations are 100 transactions (24.4 s on DynamoDB Local when the POST wrote them,
  // too close to API Gateway's 29 s): 600 s visibility gives the consumer 100 s. A redelivered finished job does nothing.
  { name: 'personalize-variations', consumer: 'personalize/generate-variations', message: variationJobMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 100, visibilityTimeoutS: 600, returnQueue: false },
  // Campaigns follow their templates (functions/personalize/consumers/follow-template-change.ts): a template change fans
  // out to one message per campaign linking it, each queuing that campaign's tree job. While the campaign's lock is held
  // (a tree job or a generation runs) the message is tried again after the back-off (10 s, 20 s ... 15 min): 10
  // receives span about 50 minutes, past TREE_JOB_STALE_MS (15 min), so the change is never dropped for a busy lock.
  { name: 'template-changes', consumer: 'personalize/follow-template-change', message: templateChangeMessageSchema, batchSize: 1, maxReceives: 10, timeoutS: 10, visibilityTimeoutS: 60, returnQueue: false },
  // 002 7 'bulk screenshots': variant formats rendered by the renderer port (10 formats a message, warm browser)
  // Timeout: 10 formats a message (SCREENSHOT_FORMATS_PER_MESSAGE), ~0.6 s each on the warm browser plus its launch: 100 s.
  { name: 'personalize-screenshots', consumer: 'personalize/render-screenshots', message: screenshotJobMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 100, visibilityTimeoutS: 600, returnQueue: false, memoryMb: 2048 },
  // Image scorer (functions/scoring/consumers/score-images.ts): a processed library asset or a template version's
  // thumbnail, analysed with sharp, tesseract.js (one warm worker per container) and node-vibrant; a video on 4 frames.
  // Timeout: 5 images a batch, tesseract.js on a large image ~10-20 s: 120 s.
  { name: 'image-scoring', consumer: 'scoring/score-images', message: imageScoringMessageSchema, batchSize: 5, maxReceives: 3, timeoutS: 120, visibilityTimeoutS: 720, returnQueue: false, memoryMb: 1024 },
  // Variations scorer (functions/scoring/consumers/score-variations.ts): one campaign's approved creatives per message,
  // skipping those scored in their current version, so a redelivery finishes what is left.
  // Timeout: a campaign's approved creatives are not bounded per message; Lambda's most (900 s), and a redelivery finishes what is left.
  { name: 'variations-scoring', consumer: 'scoring/score-variations', message: variationsScoringMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 900, visibilityTimeoutS: 5400, returnQueue: false, memoryMb: 1024 },
  // 002 7 html prerendering (functions/exports/consumers): self-contained HTML5 zips of creatives (single, bulk) or of a
  // campaign's templates with all its creatives' values (assembly); template folders read from storage and zipped with
  // fflate, no browser. The worker only renders and reports to its -return entry, which keeps the render job's state
  // (functions/renders), tells the user and starts the export that may follow.
  { name: 'html-prerender-single', consumer: 'exports/prerender-single', message: prerenderSingleMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 30, visibilityTimeoutS: 180, returnQueue: true },
  { name: 'html-prerender-single-return', consumer: 'exports/prerender-single-return', message: prerenderReturnMessageSchema, batchSize: 1, maxReceives: 5, timeoutS: 10, visibilityTimeoutS: 60, returnQueue: false },
  // Timeout: up to 1,000 creatives a message (EXPORT_MAX_ENTITIES), each a template folder zipped with its values (~0.2 s, no browser): 300 s.
  { name: 'html-prerender-bulk', consumer: 'exports/prerender-bulk', message: prerenderBulkMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 300, visibilityTimeoutS: 1800, returnQueue: true, memoryMb: 1024 },
  { name: 'html-prerender-bulk-return', consumer: 'exports/prerender-bulk-return', message: prerenderReturnMessageSchema, batchSize: 1, maxReceives: 5, timeoutS: 10, visibilityTimeoutS: 60, returnQueue: false },
  // Timeout: up to 50 templates with all their creatives' values: 120 s.
  { name: 'html-prerender-assembly', consumer: 'exports/prerender-assembly', message: prerenderAssemblyMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 120, visibilityTimeoutS: 720, returnQueue: true },
  { name: 'html-prerender-assembly-return', consumer: 'exports/prerender-assembly-return', message: prerenderReturnMessageSchema, batchSize: 1, maxReceives: 5, timeoutS: 10, visibilityTimeoutS: 60, returnQueue: false },
  // 002 7 cloud-sync export (functions/exports/consumers/cloud-sync-export.ts): each item of an export streamed to a node's
  // cloud storage (lib-storage multipart) or made a single file of the asset library. Idempotent per item (the object's
  // export metadata, the asset id chosen when the export was made); 3 receives, then the DLQ.
  // Timeout: up to 1,000 zips streamed to the partner's storage (~1 s each at tens of MB/s): Lambda's most, 900 s; a bigger export does not fit one message.
  { name: 'cloud-sync-export', consumer: 'exports/cloud-sync-export', message: cloudSyncExportMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 900, visibilityTimeoutS: 5400, returnQueue: true },
  { name: 'cloud-sync-export-return', consumer: 'exports/cloud-sync-export-return', message: cloudSyncExportReturnMessageSchema, batchSize: 1, maxReceives: 5, timeoutS: 10, visibilityTimeoutS: 60, returnQueue: false },
  // 002 7 'bulk screenshots' (functions/renders/screenshots-worker.ts): a campaign's creatives of one approval status shot on
  // one warm Chromium (2 pages at once; 100 of 300x250 measured by `npm run bench -- screenshots`), PNGs and the PDF
  // under screenshots/{approvalStatus}; a redelivery skips what is stored in the creative's current version. Its result
  // goes to bulk-screenshots-return, whose consumer ends the render job and notifies the user.
  // Timeout: up to 5,000 creatives a message (SCREENSHOT_JOB_MAX_CREATIVES); the bench's goal is 100 in 60 s (0.6 s each), so ~3,000 s: more than Lambda's 900 s. Until jobs are split into bounded messages a redelivery goes on where the last stopped (it skips stored screenshots).
  { name: 'bulk-screenshots', consumer: 'renders/bulk-screenshots', message: bulkScreenshotsMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 900, visibilityTimeoutS: 5400, returnQueue: true, memoryMb: 2048 },
  { name: 'bulk-screenshots-return', consumer: 'renders/bulk-screenshots-return', message: bulkScreenshotsResultSchema, batchSize: 5, maxReceives: 5, timeoutS: 10, visibilityTimeoutS: 60, returnQueue: false },
  // Video rendering (functions/video-render/consumers/render-videos.ts; render queue kind 'video'): each creative's values
  // drawn over its base video, then resized and cut to the platform formats (001 9) with ffmpeg, one creative after
  // another. A 15 s 1080p creative takes a few times its length on 2 cores (npm run bench -- video), and a
  // redelivered message skips what its job already rendered. ffmpeg's 1080p encodes want ~1.5 GB.
  // Timeout: up to 50 creatives a message (VIDEO_RENDER_MAX_CREATIVES), a 15 s 1080p creative ~60 s: ~3,000 s, more than Lambda's 900 s; a redelivery skips what was rendered.
  { name: 'video-render', consumer: 'video-render/render-videos', message: videoRenderMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 900, visibilityTimeoutS: 5400, returnQueue: false, memoryMb: 2048 },
  // 002 7 publishing (functions/publishing/consumers/publish-creatives.ts): one channel of one campaign a message; an outage or
  // rate limit is tried again after the back-off (10 s, 20 s), the third receive ends the job failed and dead-letters it.
  // Timeout: up to 1,000 creatives of one channel a message, ~0.5-1 s of platform calls each: up to ~1,000 s, Lambda's most (900 s).
  { name: 'publishing', consumer: 'publishing/publish-creatives', message: publishJobMessageSchema, batchSize: 1, maxReceives: 3, timeoutS: 900, visibilityTimeoutS: 5400, returnQueue: false },
] as const satisfies readonly QueueEntry[];

type QueueTable = (typeof QUEUES)[number];
export type QueueName = QueueTable['name'];
/** What a queue's messages must look like when sent (the schema's input). */
export type QueueMessage<N extends QueueName> = z.input<Extract<QueueTable, { name: N }>['message']>;
/** What its consumer receives (the schema's output). */
export type QueueMessageOut<N extends QueueName> = z.output<Extract<QueueTable, { name: N }>['message']>;

/** The name of a worker's return queue (an entry of QUEUES of its own). */
export const returnQueueOf = (name: QueueName) => `${name}-return` as QueueName;

export const queueEntry = <N extends QueueName>(name: N) => QUEUES.find((q) => q.name === name) as Extract<QueueTable, { name: N }>;

