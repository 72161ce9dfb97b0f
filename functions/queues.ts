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
}

/** The environment variable that carries a queue's URL to the functions that send to it. */
export const queueUrlEnv = (name: string) => `QUEUE_URL_${name.replace(/-/g, '_').toUpperCase()}`;

export const QUEUES = [
  // Fan-out of ws-event messages to the connected browsers of a user or partner: every job reports through it.
  { name: 'realtime-events', consumer: 'realtime/push-events', message: pushMessageSchema, batchSize: 10, maxReceives: 5, visibilityTimeoutS: 30, returnQueue: false },
  // Reporting fact batches (functions/reporting/facts/enqueue-facts.ts): one at a time, each up to 100,000 rows encoded in
  // memory. `npm run bench -- ingest`: a full staged batch (63 MiB NDJSON) peaks at ~350 MiB RSS, so 1 GB leaves room
  // (and Lambda's CPU share grows with memory: the batch encodes in ~2 s here).
  { name: 'report-facts', consumer: 'reporting/ingest-facts', message: factBatchMessageSchema, batchSize: 1, maxReceives: 3, visibilityTimeoutS: 360, returnQueue: false, memoryMb: 1024 },
  // Asset processing (functions/assets/consumers/process-asset.ts): type from content, hash, merge, thumbnail, unzip; up to 2 GB streamed.
  { name: 'assets-process', consumer: 'assets/process-asset', message: processAssetMessageSchema, batchSize: 1, maxReceives: 5, visibilityTimeoutS: 900, returnQueue: false },
  // Background removal (functions/asset-cropper/consumers/remove-background.ts): one image at a time, the model in a worker
  // thread. Measured here: the 'small' model peaks at ~1.25 GiB RSS on a 1600x1000 image and ~1.35 GiB on 4000x3000, so 2 GB.
  { name: 'background-removal', consumer: 'asset-cropper/remove-background', message: removeBackgroundMessageSchema, batchSize: 1, maxReceives: 3, visibilityTimeoutS: 900, returnQueue: false, memoryMb: 2048 },
  // Asset recommendations (functions/asset-recommendations/consumers/generate-recommendations.ts): sharp's attention crops of
  // one image to the sizes its concepts need (the image decoded once, at most 100 MB), then a cut-out via background-removal.
  { name: 'asset-recommendations', consumer: 'asset-recommendations/generate-recommendations', message: generateRecommendationsMessageSchema, batchSize: 1, maxReceives: 3, visibilityTimeoutS: 300, returnQueue: false, memoryMb: 1024 },
  // Template renders (functions/template-render/consumers/render-template.ts): thumbnails and resizes on a warm Chromium
  // (@sparticuz/chromium layer, 220 MB unpacked in /tmp) and ffmpeg; Chromium wants ~2 GB, and 5 messages share its launch.
  { name: 'template-render', consumer: 'template-render/render-template', message: templateRenderMessageSchema, batchSize: 5, maxReceives: 3, visibilityTimeoutS: 300, returnQueue: false, memoryMb: 2048 },
  // Storyboard versions and imports (functions/storyboards/consumers/process-storyboard.ts): sharp thumbnails, ffmpeg probe and
  // poster frame of mp4s, PDF pages rendered by the warm Chromium (one page at a time), zips unpacked with fflate within limits.
  { name: 'storyboard-process', consumer: 'storyboards/process-storyboard', message: storyboardProcessMessageSchema, batchSize: 1, maxReceives: 3, visibilityTimeoutS: 600, returnQueue: false, memoryMb: 2048 },
  // Personalize tree initialisation and restructure (functions/personalize/consumers/initialise-trees.ts): one campaign at a
  // time (its lock item), writes in transactions of 100; a redelivered message of a finished job does nothing.
  { name: 'personalize-trees', consumer: 'personalize/initialise-trees', message: treeJobMessageSchema, batchSize: 1, maxReceives: 3, visibilityTimeoutS: 300, returnQueue: false },
  // Variation generation (functions/personalize/consumers/generate-variations.ts): one campaign's set at a time under the
  // same lock as the tree job; 10,000 variations are 100 transactions (24.4 s on DynamoDB Local when the POST wrote them,
  // too close to API Gateway's 29 s): 600 s visibility gives the consumer 100 s. A redelivered finished job does nothing.
  { name: 'personalize-variations', consumer: 'personalize/generate-variations', message: variationJobMessageSchema, batchSize: 1, maxReceives: 3, visibilityTimeoutS: 600, returnQueue: false },
  // Campaigns follow their templates (functions/personalize/consumers/follow-template-change.ts): a template change fans
  // out to one message per campaign linking it, each queuing that campaign's tree job. While the campaign's lock is held
  // (a tree job or a generation runs) the message is tried again after the back-off (10 s, 20 s ... 15 min): 10
  // receives span about 50 minutes, past TREE_JOB_STALE_MS (15 min), so the change is never dropped for a busy lock.
  { name: 'template-changes', consumer: 'personalize/follow-template-change', message: templateChangeMessageSchema, batchSize: 1, maxReceives: 10, visibilityTimeoutS: 60, returnQueue: false },
  // 002 7 'bulk screenshots': variant formats rendered by the renderer port (10 formats a message, warm browser)
  { name: 'personalize-screenshots', consumer: 'personalize/render-screenshots', message: screenshotJobMessageSchema, batchSize: 1, maxReceives: 3, visibilityTimeoutS: 600, returnQueue: false, memoryMb: 2048 },
  // 002 7 publishing (functions/publishing/consumers/publish-creatives.ts): one channel of one campaign a message; an outage or
  // rate limit is tried again after the back-off (10 s, 20 s), the third receive ends the job failed and dead-letters it.
  { name: 'publishing', consumer: 'publishing/publish-creatives', message: publishJobMessageSchema, batchSize: 1, maxReceives: 3, visibilityTimeoutS: 300, returnQueue: false },
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

