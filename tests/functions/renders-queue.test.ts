/**
 * The render queue primitive (functions/renders/public.ts) and its routes (001 7 'Campaigns': GET render-queue/state,
 * PATCH cancel-render, PATCH restart-render): one job per campaign ('Only one process at a time can be executed'),
 * progress and end written only by the job holding the queue and not cancelled, every change pushed as
 * 'render-progress' to the campaign's topic, restart sending the stored message again under a new job id.
 */
import WebSocket from 'ws';
import { campaignTopic } from '@shared/contracts/personalize-events';
import type { RenderJobState } from '@shared/contracts/renders';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { newId } from '@functions/lib/ids';
import { finishRenderJob, isRenderJobCancelled, renderJobProgress, startRenderJob } from '@functions/renders/public';
import { renderJobsRepository } from '@functions/renders/render-jobs-repository';
import { baseUrl, call, campaignsVisible, signIn, type SignedIn } from './client';

let ssm: SignedIn;
let other: SignedIn;

const state = (who: SignedIn, id: string) => call('GET', `/api/campaigns/${id}/render-queue/state`, { cookie: who.cookie });
const patch = (who: SignedIn, id: string, what: 'cancel-render' | 'restart-render') => call('PATCH', `/api/campaigns/${id}/${what}`, { cookie: who.cookie, csrf: who.csrf, body: {} });

async function newCampaign(): Promise<string> {
  const partnerId = ssm.user.partnerId;
  const germany = (await businessNodesRepository.listByPartner(partnerId)).find((n) => n.name === 'Germany')!.id;
  const campaign = await campaignsRepository.create({
    partnerId, businessNodeId: germany, name: `Renders ${newId()}`, platform: 'google',
    settings: { flightDates: null, watcherIds: [], deliveries: {}, formats: [], templateIds: [] },
  });
  return campaign.id;
}

/**
 * A job on the bulk-screenshots queue (one the render queue's restart may send to, as its function's stack allows)
 * whose message names a campaign that does not exist: its worker ends at once without touching this campaign's job.
 */
const start = (campaignId: string, total = 3) =>
  startRenderJob({
    campaignId, partnerId: ssm.user.partnerId, userId: ssm.user.id, kind: 'screenshots', total,
    queue: 'bulk-screenshots',
    message: { partnerId: ssm.user.partnerId, campaignId: newId(), userId: ssm.user.id, approvalStatus: 'clientApproved', output: 'screenshots', creativeIds: [newId()] },
  });

function listen(who: SignedIn, topic: string): Promise<{ ws: WebSocket; heard: { source: string; event: string; payload: RenderJobState }[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}/ws`, { headers: { origin: baseUrl(), cookie: who.cookie } });
    const heard: { source: string; event: string; payload: RenderJobState }[] = [];
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString());
      if (m.event === 'topic-subscribed') resolve({ ws, heard });
      if (m.event === 'render-progress') heard.push(m);
    });
    ws.once('open', () => ws.send(JSON.stringify({ action: 'subscribe', topic })));
    ws.once('error', reject);
  });
}

beforeAll(async () => {
  [ssm, other] = await Promise.all([signIn('selfservicemanager@demo.test'), signIn('other-admin@demo.test')]);
}, 30_000);

describe('the render queue', () => {
  it('holds one job per campaign: a second while one is queued or in progress answers 409, after the end a new one starts', async () => {
    const campaignId = await newCampaign();
    await campaignsVisible();
    expect(await state(ssm, campaignId)).toMatchObject({ status: 200, body: { job: null } });

    const { jobId } = await start(campaignId);
    expect(await state(ssm, campaignId)).toMatchObject({ status: 200, body: { job: { jobId, kind: 'screenshots', status: 'queued', cancelled: false, total: 3, done: 0, failed: 0, userId: ssm.user.id } } });
    await expect(start(campaignId)).rejects.toMatchObject({ statusCode: 409, message: 'Only one process at a time can be executed' });

    expect(await renderJobProgress(campaignId, jobId, { done: 1, failed: 1, errors: [{ id: 'a', message: 'Timed out' }] })).toBe(true);
    expect((await state(ssm, campaignId)).body).toMatchObject({ job: { status: 'progress', done: 1, failed: 1, errors: [{ id: 'a', message: 'Timed out' }] } });
    await expect(start(campaignId)).rejects.toMatchObject({ statusCode: 409 });
    // the stored job still is the first one
    expect((await renderJobsRepository.get(campaignId))!.jobId).toBe(jobId);

    expect(await finishRenderJob(campaignId, jobId, 'finished', { files: ['x.png'] })).toBe(true);
    expect((await state(ssm, campaignId)).body).toMatchObject({ job: { jobId, status: 'finished', result: { files: ['x.png'] }, finishedAt: expect.any(String) } });
    const next = await start(campaignId);
    expect(next.jobId).not.toBe(jobId);
    expect((await state(ssm, campaignId)).body).toMatchObject({ job: { jobId: next.jobId, status: 'queued', done: 0, errors: [] } });
    // the first job's late writes change nothing
    expect(await renderJobProgress(campaignId, jobId, { done: 3, failed: 0 })).toBe(false);
    expect(await finishRenderJob(campaignId, jobId, 'error')).toBe(false);
    expect((await state(ssm, campaignId)).body).toMatchObject({ job: { jobId: next.jobId, status: 'queued', done: 0 } });
    expect(await isRenderJobCancelled(campaignId, jobId)).toBe(true);
    expect(await isRenderJobCancelled(campaignId, next.jobId)).toBe(false);
  }, 30_000);

  it('cancel stops the job (its progress and end are refused) and restart runs the stored message again under a new id', async () => {
    const campaignId = await newCampaign();
    await campaignsVisible();
    const tab = await listen(ssm, campaignTopic(campaignId));
    const { jobId } = await start(campaignId, 5);
    const stored = (await renderJobsRepository.get(campaignId))!;
    expect(stored).toMatchObject({ queue: 'bulk-screenshots', message: { approvalStatus: 'clientApproved', creativeIds: [expect.any(String)] } });
    expect(stored.message).not.toHaveProperty('jobId');
    await renderJobProgress(campaignId, jobId, { done: 2, failed: 0 });

    // restart while it runs: refused, nothing changed
    expect(await patch(ssm, campaignId, 'restart-render')).toMatchObject({ status: 409, body: { message: 'Only one process at a time can be executed' } });

    const cancelled = await patch(ssm, campaignId, 'cancel-render');
    expect(cancelled).toMatchObject({ status: 200, body: { job: { jobId, status: 'error', cancelled: true, done: 2 } } });
    expect(await isRenderJobCancelled(campaignId, jobId)).toBe(true);
    expect(await renderJobProgress(campaignId, jobId, { done: 3, failed: 0 })).toBe(false);
    expect(await finishRenderJob(campaignId, jobId, 'finished')).toBe(false);
    expect((await state(ssm, campaignId)).body).toMatchObject({ job: { jobId, status: 'error', cancelled: true, done: 2 } });
    // cancelling again answers the same state
    expect(await patch(ssm, campaignId, 'cancel-render')).toMatchObject({ status: 200, body: { job: { jobId, cancelled: true } } });

    const restarted = await patch(ssm, campaignId, 'restart-render');
    expect(restarted).toMatchObject({ status: 200, body: { job: { status: 'queued', cancelled: false, total: 5, done: 0, failed: 0, kind: 'screenshots' } } });
    const newJobId = (restarted.body as { job: RenderJobState }).job.jobId;
    expect(newJobId).not.toBe(jobId);
    expect((await renderJobsRepository.get(campaignId))!.message).toEqual(stored.message);
    expect(await isRenderJobCancelled(campaignId, jobId)).toBe(true);
    expect(await isRenderJobCancelled(campaignId, newJobId)).toBe(false);
    // the restarted job holds the queue again
    await expect(start(campaignId)).rejects.toMatchObject({ statusCode: 409 });
    expect(await patch(ssm, campaignId, 'restart-render')).toMatchObject({ status: 409 });

    await vi.waitFor(() => {
      const seen = tab.heard.map((h) => `${h.payload.jobId === jobId ? 'old' : 'new'}:${h.payload.status}${h.payload.cancelled ? ':cancelled' : ''}`);
      expect(seen).toEqual(expect.arrayContaining(['old:queued', 'old:progress', 'old:error:cancelled', 'new:queued']));
    }, { timeout: 10_000 });
    expect(tab.heard[0]).toMatchObject({ source: 'screenshotter', event: 'render-progress', payload: { campaignId } });
    tab.ws.close();
  }, 30_000);

  it('answers 404 without a job and refuses campaigns the caller may not see, changing nothing', async () => {
    const campaignId = await newCampaign();
    await campaignsVisible();
    expect(await patch(ssm, campaignId, 'cancel-render')).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect(await patch(ssm, campaignId, 'restart-render')).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    const { jobId } = await start(campaignId);
    expect(await state(other, campaignId)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await patch(other, campaignId, 'cancel-render')).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await state(ssm, 'not-an-id')).toMatchObject({ status: 422 });
    expect((await state(ssm, campaignId)).body).toMatchObject({ job: { jobId, status: 'queued', cancelled: false } });
  }, 30_000);
});
