/**
 * R3 for publishing: a consumer killed mid-batch (after the platform made creatives, before their records were
 * settled) is redelivered and finishes without publishing any creative twice (the simulator's state read back); an
 * outage that outlasts the queue's receives ends the job 'Publish failed' and dead-letters the message; creatives the
 * platform still works on (In-Queue) make the job try again, and after the last receive end in Error with why; a
 * decision tree killed after its CM360 targeting templates were made finds them again instead of making a second.
 */
import { DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { dfareporting_v4 } from 'googleapis/build/src/apis/dfareporting/v4.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIM_TOKENS } from '@infra/local/ad-platforms-simulator/accounts';
import { campaignsRepository } from '@functions/campaigns/public';
import { sqs } from '@functions/lib/clients';
import { newId } from '@functions/lib/ids';
import { adapterOf } from '@functions/publishing/adapters';
import { handler } from '@functions/publishing/consumers/publish-creatives';
import { publishingRepository } from '@functions/publishing/publishing-repository';
import { queueUrlEnv } from '@functions/queues';
import { signIn } from './client';
import { expectTargetedRules, published, treeCreatives } from './publishing-helpers';

const sim = () => process.env.AD_PLATFORMS_SIMULATOR_URL!;
afterEach(async () => {
  vi.restoreAllMocks();
  await fetch(`${sim()}/__simulator/faults`, { method: 'DELETE' });
});

const record = (body: string, receiveCount: number): SQSRecord => ({
  messageId: `m-${Math.random().toString(36).slice(2)}`, receiptHandle: 'receipt-handle', body,
  attributes: { ApproximateReceiveCount: String(receiveCount), SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
  messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'arn', awsRegion: 'eu-central-1',
});

async function job(channel: 'dv360' | 'google', name = 'Sparkle Zero FR - Prospecting Display') {
  const me = await signIn('selfserviceadmin@demo.test');
  const campaign = (await campaignsRepository.listByPartner(me.user.partnerId)).find((c) => c.name === name)!;
  const jobId = newId();
  expect(await publishingRepository.startJob({ campaignId: campaign.id, channel, jobId, userId: me.user.id, nodeId: campaign.businessNodeId }, Date.now())).toBe(true);
  const body = JSON.stringify({ jobId, campaignId: campaign.id, partnerId: campaign.partnerId, userId: me.user.id, channel, nodeId: campaign.businessNodeId });
  return { campaign, jobId, body };
}

async function takeFromDlq(body: string): Promise<boolean> {
  const url = process.env[queueUrlEnv('publishing-dlq')]!;
  for (let i = 0; i < 5; i++) {
    const { Messages = [] } = await sqs().send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
    const found = Messages.find((m) => m.Body === body);
    if (found) {
      await sqs().send(new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: found.ReceiptHandle! }));
      return true;
    }
  }
  return false;
}

describe('publishing consumer redelivery', () => {
  it('finishes a batch killed after the platform answered without publishing anything twice', async () => {
    const { campaign, jobId, body } = await job('dv360');
    const settle = publishingRepository.settle.bind(publishingRepository);
    let calls = 0;
    vi.spyOn(publishingRepository, 'settle').mockImplementation(async (key, result) => {
      if (++calls === 3) throw new Error('consumer killed');
      return settle(key, result);
    });
    const first = await handler({ Records: [record(body, 1)] }, {} as never);
    expect(first!.batchItemFailures).toHaveLength(1);
    vi.restoreAllMocks();
    const second = await handler({ Records: [record(body, 2)] }, {} as never);
    expect(second!.batchItemFailures).toEqual([]);
    const done = await publishingRepository.getJob(campaign.id, 'dv360');
    expect(done).toMatchObject({ jobId, status: 'finished', title: 'Published successfully', failed: 0 });
    const records = (await publishingRepository.listRecords(campaign.id)).filter((r) => r.channel === 'dv360');
    expect(records.length).toBe(done!.total);
    expect(records.every((r) => r.status === 'Published' && r.activation === 'ACTIVATED')).toBe(true);
    const made = (await published()).dv360.creatives.filter((c) => c.integrationCode?.startsWith(`mq-${campaign.id.slice(-8)}-`));
    expect(made.length).toBe(done!.total);
    expect(new Set(made.map((c) => c.integrationCode)).size).toBe(made.length);
  });

  it('tries an outage again, then after the last receive ends Publish failed and dead-letters the message', async () => {
    const { campaign, jobId, body } = await job('google');
    await fetch(`${sim()}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: SIM_TOKENS.demoGoogle, fault: 'outage' }) });
    const first = await handler({ Records: [record(body, 1)] }, {} as never);
    expect(first!.batchItemFailures).toHaveLength(1);
    expect(await publishingRepository.getJob(campaign.id, 'google')).toMatchObject({ jobId, status: 'progress' });
    const last = await handler({ Records: [record(body, 3)] }, {} as never);
    expect(last!.batchItemFailures).toEqual([]);
    expect(await publishingRepository.getJob(campaign.id, 'google')).toMatchObject({ jobId, status: 'error', title: 'Publish failed', message: 'The service is currently unavailable.' });
    expect(await takeFromDlq(body)).toBe(true);
  });

  it('tries again while the platform still works on creatives (In-Queue); after the last receive they end in Error with why', async () => {
    const { campaign, jobId, body } = await job('google');
    const adapter = (await adapterOf('google'))!;
    const still = 'Some variation videos are still uploading (Vertical video: Processing)';
    vi.spyOn(adapter, 'publish').mockImplementation(async (_ctx, items) => items.map((i) => ({ creativeId: i.creativeId, status: 'In-Queue' as const, message: still })));
    const first = await handler({ Records: [record(body, 1)] }, {} as never);
    expect(first!.batchItemFailures).toHaveLength(1);
    expect(await publishingRepository.getJob(campaign.id, 'google')).toMatchObject({ jobId, status: 'progress', message: still });
    const waiting = (await publishingRepository.listRecords(campaign.id)).filter((r) => r.channel === 'google' && r.jobId === jobId);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((r) => r.status === 'In-Queue' && r.activation === 'IN_QUEUE')).toBe(true);
    const last = await handler({ Records: [record(body, 3)] }, {} as never);
    expect(last!.batchItemFailures).toEqual([]);
    expect(await publishingRepository.getJob(campaign.id, 'google')).toMatchObject({ jobId, status: 'error', title: 'Publish failed', message: still });
    const ended = (await publishingRepository.listRecords(campaign.id)).filter((r) => r.channel === 'google' && r.jobId === jobId);
    expect(ended.every((r) => r.status === 'Error' && r.activation === 'ERROR' && r.message === still)).toBe(true);
    expect(await takeFromDlq(body)).toBe(true);
  });

  it('finds the targeting templates of a decision tree killed before its creative was made, making none twice', async () => {
    const { campaign, jobId, body } = await job('google', 'Sparkle Zero DE - Summer Display');
    const templatesBefore = (await published()).cm360.targetingTemplates.length;
    vi.spyOn(dfareporting_v4.Resource$Creatives.prototype, 'insert').mockRejectedValue(new Error('consumer killed'));
    const first = await handler({ Records: [record(body, 1)] }, {} as never);
    expect(first!.batchItemFailures).toHaveLength(1);
    const afterFirst = await published();
    const firstTry = afterFirst.cm360.targetingTemplates.slice(templatesBefore).map((t) => t.id);
    expect(firstTry.length).toBeGreaterThan(0);
    expect(treeCreatives(afterFirst, campaign.name)).toEqual([]);
    vi.restoreAllMocks();
    const second = await handler({ Records: [record(body, 2)] }, {} as never);
    expect(second!.batchItemFailures).toEqual([]);
    expect(await publishingRepository.getJob(campaign.id, 'google')).toMatchObject({ jobId, status: 'finished', title: 'Published successfully', failed: 0 });
    const state = await published();
    const names = state.cm360.targetingTemplates.map((t) => `${t.advertiserId} ${t.name}`);
    expect(new Set(names).size).toBe(names.length);
    // the rules name the templates the first try made, and every template made is a rule's: none was made twice
    const used = await expectTargetedRules(state, campaign);
    for (const id of firstTry) expect(used.has(id), `first try's template ${id}`).toBe(true);
    expect(state.cm360.targetingTemplates.length - templatesBefore).toBe(used.size);
  });
});
