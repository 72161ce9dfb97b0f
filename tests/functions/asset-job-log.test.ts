/**
 * What a failed asset job writes to the log: the error's kind and message, and a stack only for an unexpected error
 * (a defect). An SDK error's stack is the SDK's insides and this machine's paths, and says nothing the kind does not.
 */
import type { SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as processAsset } from '@functions/assets/consumers/process-asset';
import { assetsRepository } from '@functions/assets/assets-repository';
import { sqs } from '@functions/lib/clients';
import { queueConsumer } from '@functions/lib/sqs';
import { logger } from '@functions/lib/logger';
import { signIn } from './client';

afterEach(() => vi.restoreAllMocks());

const record = (body: string, receiveCount = 1): SQSRecord => ({
  messageId: `m-${Math.random().toString(36).slice(2)}`, receiptHandle: 'receipt-handle', body,
  attributes: { ApproximateReceiveCount: String(receiveCount), SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
  messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'arn', awsRegion: 'eu-central-1',
});

/** What was handed to the logger while `run` runs: each line's level, message and fields (its JSON line's keys). */
async function logged(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  for (const level of ['warn', 'error'] as const) {
    vi.spyOn(logger, level).mockImplementation(((message: string, fields: Record<string, unknown> = {}) => {
      lines.push({ level: level.toUpperCase(), message, ...fields });
    }) as never);
  }
  await run();
  return lines;
}

describe('the log of a failed asset job', () => {
  it('names the kind and message of an expected failure (its object gone), without a stack or paths', async () => {
    const me = await signIn('selfserviceadmin@demo.test');
    const asset = await assetsRepository.create({
      partnerId: me.user.partnerId, name: 'gone-log.png', category: 'creatives', mimeType: 'image/png', format: 'png', size: 10,
      key: `assets-temp/gone-log-${Date.now()}.png`, createdBy: me.user.id, status: 'processing',
    });
    const lines = await logged(() => processAsset({ Records: [record(JSON.stringify({ assetId: asset.id, userId: me.user.id }))] }, {} as never));
    const failed = lines.find((l) => l.message === 'asset processing failed');
    expect(failed).toMatchObject({ level: 'WARN', assetId: asset.id, errorKind: 'NoSuchKey' });
    expect(typeof failed!.error).toBe('string');
    expect((failed!.error as string).length).toBeGreaterThan(0);
    const dead = lines.find((l) => l.message === 'job failed for good: sent to the dead-letter queue');
    expect(dead).toMatchObject({ errorKind: 'PermanentJobError', error: `asset ${asset.id}: its uploaded object is gone` });
    for (const line of [failed!, dead!]) {
      expect(line).not.toHaveProperty('stack');
      const text = JSON.stringify(line);
      expect(text).not.toContain('node_modules');
      expect(text).not.toContain(process.cwd());
      expect(text).not.toMatch(/\n\s+at /);
    }
    expect(await assetsRepository.get(asset.id)).toMatchObject({ status: 'failed', error: 'We could not process your file. Please try again.' });
  });

  it('keeps the stack of an unexpected error (a defect)', async () => {
    vi.spyOn(sqs(), 'send').mockImplementation(async () => ({}));
    const broken = queueConsumer('assets-process', async () => {
      (undefined as unknown as { key: string }).key.toString();
    });
    const lines = await logged(() => broken({ Records: [record(JSON.stringify({ assetId: 'aaaaaaaaaaaaaaaaaaaaaaaa', userId: 'u1' }))] }, {} as never));
    const failed = lines.find((l) => l.message === 'queue message failed');
    expect(failed).toMatchObject({ level: 'ERROR', errorKind: 'TypeError' });
    expect(failed!.stack).toEqual(expect.stringContaining('TypeError'));
    expect(failed!.stack).toEqual(expect.stringContaining('asset-job-log.test.ts'));
  });
});
