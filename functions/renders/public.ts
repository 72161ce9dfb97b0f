/**
 * What the renders domain offers other domains (they reach it only through this file): the render queue primitive.
 * A render job of a campaign (screenshots, PDF, prerender, video) starts with `startRenderJob` (409 'Only one process at
 * a time can be executed' while another runs; it sends the queue message itself, with the job's id), and its consumer
 * reports with `renderJobProgress`, stops when `isRenderJobCancelled` says so and ends with `finishRenderJob`.
 */
export { finishRenderJob, isRenderJobCancelled, renderJobProgress, startRenderJob, type RenderJobQueue, type RenderJobRequest } from './render-queue';
