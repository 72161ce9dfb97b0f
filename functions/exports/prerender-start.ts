/**
 * Starting a prerender (001 7 'prerender', 'prerender and export'): the creatives that go are final-approved ones only.
 * Named creatives pass the gate (assertFinalApproved: 422 with the refused ones); without names, a bulk takes every
 * final-approved creative of the campaign on the platform (not archived; on or off: a prerender is no activation), and an assembly each template they use. The job runs on
 * the campaign's render queue (functions/renders, kind 'prerender': 409 'Only one process at a time can be executed').
 */
import { MESSAGES, NOTIFICATION_TEXTS } from '@shared/messages';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import type { Campaign } from '@functions/campaigns/public';
import { assertFinalApproved } from '@functions/creatives/public';
import { unprocessable } from '@functions/lib/errors';
import { publishEvent } from '@functions/lib/realtime';
import { startRenderJob } from '@functions/renders/public';
import { campaignCreatives } from './creative-sources';

export interface PrerenderRequest {
  platform?: string;
  creativeIds?: readonly string[];
  assembly?: boolean;
  exportId?: string;
}

export async function startPrerender(campaign: Campaign, userId: string, request: PrerenderRequest): Promise<{ jobId: string; creativeIds: string[]; templateIds: string[] }> {
  const base = { partnerId: campaign.partnerId, campaignId: campaign.id, userId, ...(request.exportId ? { exportId: request.exportId } : {}) };
  const job = { campaignId: campaign.id, partnerId: campaign.partnerId, userId, kind: 'prerender' as const };
  let creativeIds: string[];
  if (request.creativeIds) {
    await assertFinalApproved({ campaignId: campaign.id, creativeIds: request.creativeIds });
    creativeIds = [...new Set(request.creativeIds)];
  } else {
    const all = await campaignCreatives(campaign.id);
    creativeIds = all.filter((c) => c.finalApproved && !c.archived && (!request.platform || c.platform === null || c.platform === request.platform)).map((c) => c.id);
  }
  if (!creativeIds.length) throw unprocessable(NOTIFICATION_TEXTS.nothingToPublish);
  let started: { jobId: string };
  let templateIds: string[] = [];
  if (request.assembly) {
    const chosen = new Set(creativeIds);
    templateIds = [...new Set((await campaignCreatives(campaign.id)).filter((c) => chosen.has(c.id) && c.templateId).map((c) => c.templateId!))];
    // refused before the render queue takes a job: a job with nothing to render would end in error at once
    if (!templateIds.length) throw unprocessable(MESSAGES.assemblyNoTemplates);
    started = await startRenderJob({ ...job, total: templateIds.length, queue: 'html-prerender-assembly', message: { ...base, templateIds } });
  } else if (creativeIds.length === 1) {
    started = await startRenderJob({ ...job, total: 1, queue: 'html-prerender-single', message: { ...base, creativeIds } });
  } else {
    started = await startRenderJob({ ...job, total: creativeIds.length, queue: 'html-prerender-bulk', message: { ...base, creativeIds } });
  }
  await publishEvent({ userId }, { source: NOTIFICATION_SOURCES.htmlPrerenderer, event: NOTIFICATION_EVENTS.htmlPrerenderer.started, payload: { campaignId: campaign.id, jobId: started.jobId, total: request.assembly ? templateIds.length : creativeIds.length } });
  return { jobId: started.jobId, creativeIds, templateIds };
}
