/**
 * Queue jobs tell failures apart (issue 12): one that may pass is tried again after a growing delay, not the queue's
 * whole visibility timeout; one that cannot goes to the dead-letter queue at once, its entity marked failed and its
 * user told, instead of reading 'processing' for half an hour.
 */
import { ChangeMessageVisibilityCommand, DeleteMessageCommand, ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as processAsset } from '@functions/assets/consumers/process-asset';
import { assetsRepository } from '@functions/assets/assets-repository';
import { sqs } from '@functions/lib/clients';
import { backoffSeconds, queueConsumer } from '@functions/lib/sqs';
import { queueUrlEnv } from '@functions/queues';
import { signIn } from './client';

afterEach(() => vi.restoreAllMocks());

const record = (body: string, receiveCount = 1): SQSRecord => ({
  messageId: `m-${Math.random().toString(36).slice(2)}`, receiptHandle: 'receipt-handle', body,
  attributes: { ApproximateReceiveCount: String(receiveCount), SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
  messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'arn', awsRegion: 'eu-central-1',
});

/** Takes the message with this body out of a dead-letter queue; null when it is not there. */
async function takeFromDlq(queue: string, body: string): Promise<string | null> {
  const url = process.env[queueUrlEnv(`${queue}-dlq`)]!;
  for (let i = 0; i < 5; i++) {
    const { Messages = [] } = await sqs().send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
    const found = Messages.find((m) => m.Body === body);
    for (const m of Messages) if (m === found) await sqs().send(new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: m.ReceiptHandle! }));
    if (found) return found.Body!;
  }
  return null;
}

describe('job failures', () => {
  it('tries a failure that may pass again after 10 s, 20 s, 40 s ... at most 15 minutes', () => {
    expect([1, 2, 3, 4, 10, 20].map((n) => backoffSeconds(n, 10))).toEqual([10, 20, 40, 80, 900, 900]);
    // the test runs start from 1 s (QUEUE_RETRY_BASE_S)
    expect([1, 2, 3].map((n) => backoffSeconds(n))).toEqual([1, 2, 4]);
  });

  it('sets that back-off on the message and reports it as failed', async () => {
    const send = vi.spyOn(sqs(), 'send').mockImplementation(async () => ({}));
    const flaky = queueConsumer('background-removal', async () => {
      throw new Error('the store blinked');
    });
    const body = JSON.stringify({ assetId: 'aaaaaaaaaaaaaaaaaaaaaaaa', key: 'assets-temp/aaaaaaaaaaaaaaaaaaaaaaaa/bbbbbbbbbbbbbbbbbbbbbbbb/x.png', userId: 'u1' });
    const result = await flaky({ Records: [record(body, 3)] }, {} as never);
    expect(result!.batchItemFailures).toHaveLength(1);
    const visibility = send.mock.calls.map(([command]) => command).find((c) => c instanceof ChangeMessageVisibilityCommand) as ChangeMessageVisibilityCommand;
    expect(visibility.input).toMatchObject({ ReceiptHandle: 'receipt-handle', VisibilityTimeout: backoffSeconds(3) });
    expect(send.mock.calls.some(([c]) => c instanceof SendMessageCommand)).toBe(false);
  });

  it('sends a poison message to the dead-letter queue after one receive, without failing the batch', async () => {
    const body = `not json ${Date.now()}`;
    const result = await processAsset({ Records: [record(body)] }, {} as never);
    expect(result!.batchItemFailures).toEqual([]);
    expect(await takeFromDlq('assets-process', body)).toBe(body);
  });

  it('marks an asset whose uploaded object is gone failed at once, tells its user, and dead-letters the message', async () => {
    const me = await signIn('selfserviceadmin@demo.test');
    const asset = await assetsRepository.create({
      partnerId: me.user.partnerId, name: 'gone.png', category: 'creatives', mimeType: 'image/png', format: 'png', size: 10,
      key: `assets-temp/gone-${Date.now()}.png`, createdBy: me.user.id, status: 'processing',
    });
    const body = JSON.stringify({ assetId: asset.id, userId: me.user.id });
    const result = await processAsset({ Records: [record(body)] }, {} as never);
    expect(result!.batchItemFailures).toEqual([]);
    expect(await assetsRepository.get(asset.id)).toMatchObject({ status: 'failed' });
    expect(await takeFromDlq('assets-process', body)).toBe(body);
  });
});
