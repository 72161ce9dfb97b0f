/**
 * The html-prerender workers (single, bulk, assembly) and their return consumer (the queue table's rule: the worker
 * only renders and reports; the -return entry keeps the render job's state, tells the user and starts what follows).
 * Workers check the render job's cancellation between creatives (at most every 250 ms) and push its progress at most
 * twice a second.
 * Idempotent: a redelivered message writes the same keys again; a redelivered result changes nothing the first did.
 */
import { prerenderedPrefix, safeExportName, assemblyPrefix, type PrerenderReturnMessage } from '@shared/contracts/exports';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { sendToQueue } from '@functions/lib/queues';
import { logger } from '@functions/lib/logger';
import { notifyUsers } from '@functions/notifications/public';
import { finishRenderJob, isRenderJobCancelled, renderJobProgress } from '@functions/renders/public';
import { templateFiles } from '@functions/template-render/public';
import { campaignCreatives } from './creative-sources';
import { continueExport } from './export-pipeline';
import { bundleMaker, Unprerenderable } from './prerender-bundle';

const PROGRESS_EVERY_MS = 500;
const CANCEL_CHECK_MS = 250;
type Base = Omit<PrerenderReturnMessage, 'kind' | 'results' | 'cancelled'>;
type Result = PrerenderReturnMessage['results'][number];

/** Runs one prerender per id, reporting progress and stopping when the job is cancelled. */
async function eachItem(base: Base, ids: readonly string[], render: (id: string) => Promise<string>): Promise<{ results: Result[]; cancelled: boolean }> {
  const results: Result[] = [];
  let done = 0;
  let failed = 0;
  let reported = Date.now();
  let checked = 0;
  for (const [i, id] of ids.entries()) {
    // between items, at most every CANCEL_CHECK_MS (a read per item cost a bulk of 1,000 about a tenth of its time)
    if (Date.now() - checked >= CANCEL_CHECK_MS) {
      if (await isRenderJobCancelled(base.campaignId, base.jobId)) return { results, cancelled: true };
      checked = Date.now();
    }
    try {
      results.push({ id, key: await render(id) });
      done += 1;
    } catch (error) {
      if (!(error instanceof Unprerenderable)) throw error;
      logger.warn('prerender failed', { jobId: base.jobId, id, error: error.message });
      results.push({ id, error: error.message });
      failed += 1;
    }
    if (i === ids.length - 1 || Date.now() - reported >= PROGRESS_EVERY_MS) {
      await renderJobProgress(base.campaignId, base.jobId, { done, failed, errors: results.filter((r) => r.error).map((r) => ({ id: r.id, message: r.error! })) });
      reported = Date.now();
    }
  }
  return { results, cancelled: false };
}

/** Single and bulk: each creative's own bundle under html-prerendered/{creativeId}/. */
export async function prerenderCreatives(kind: 'single' | 'bulk', message: Base & { creativeIds: string[] }): Promise<void> {
  const { creativeIds, ...base } = message;
  const creatives = new Map((await campaignCreatives(base.campaignId)).map((c) => [c.id, c]));
  const make = bundleMaker(base.partnerId);
  const { results, cancelled } = await eachItem(base, creativeIds, async (id) => {
    const creative = creatives.get(id);
    if (!creative) throw new Unprerenderable('creative not found');
    const zip = await make.creative(creative);
    const key = `${prerenderedPrefix(base.partnerId, base.campaignId, id)}/${safeExportName(creative.name)}.zip`;
    await templateFiles.put(key, zip, 'application/zip');
    return key;
  });
  await sendToQueue(kind === 'single' ? 'html-prerender-single-return' : 'html-prerender-bulk-return', { ...base, kind, results, cancelled });
}

/** Assembly: each template once, with every final-approved creative on it (its values chosen by `?variation=`). */
export async function prerenderAssembly(message: Base & { templateIds: string[] }): Promise<void> {
  const { templateIds, ...base } = message;
  const approved = (await campaignCreatives(base.campaignId)).filter((c) => c.finalApproved && !c.archived);
  const make = bundleMaker(base.partnerId);
  const { results, cancelled } = await eachItem(base, templateIds, async (templateId) => {
    const sets = Object.fromEntries(approved.filter((c) => c.templateId === templateId).map((c) => [c.id, c.values]));
    if (!Object.keys(sets).length) throw new Unprerenderable('no final-approved creative uses this template');
    const { zip, name } = await make.assembly(templateId, sets);
    const key = `${assemblyPrefix(base.partnerId, base.campaignId, templateId)}/${safeExportName(name)}.zip`;
    await templateFiles.put(key, zip, 'application/zip');
    return key;
  });
  await sendToQueue('html-prerender-assembly-return', { ...base, kind: 'assembly', results, cancelled });
}

/** The return consumer of the three: the render job's end, then the export that follows or the prerenderer's notice. */
export async function collectPrerender(message: PrerenderReturnMessage): Promise<void> {
  const done = message.results.filter((r) => r.key);
  const failed = message.results.filter((r) => r.error);
  const outcome = failed.length && !done.length ? 'error' : 'finished';
  if (!message.cancelled) await finishRenderJob(message.campaignId, message.jobId, outcome, { done: done.length, failed: failed.length, keys: done.map((r) => r.key!) });
  if (message.exportId) {
    await continueExport(message.exportId, message.results, message.cancelled ?? false);
    return;
  }
  if (message.cancelled) return;
  const events = NOTIFICATION_EVENTS.htmlPrerenderer;
  await notifyUsers({
    partnerId: message.partnerId,
    userIds: [message.userId],
    source: NOTIFICATION_SOURCES.htmlPrerenderer,
    event: outcome === 'error' ? events.failed : events.finished,
    payload: {
      campaignId: message.campaignId,
      jobId: message.jobId,
      kind: message.kind,
      done: done.length,
      failed: failed.length,
      ...(failed.length ? { message: failed.map((r) => r.error).slice(0, 3).join('; ') } : {}),
    },
  });
}
