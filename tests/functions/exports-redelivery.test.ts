/**
 * R3 for the cloud-sync-export job: a consumer killed in the middle of its batch reports the message failed, the
 * message comes again and the job ends with every file in the destination bucket exactly once (the file sent before
 * the crash is not sent again); a job that keeps failing goes to the dead-letter queue after the queue's max receives,
 * its items reported failed first (the user gets 'failed', not an export pending forever).
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { Upload } from '@aws-sdk/lib-storage';
import type { SQSEvent } from 'aws-lambda';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { nodeStorageRepository } from '@functions/business-nodes/node-storage-repository';
import { cloudStorageRepository } from '@functions/cloud-storage/cloud-storage-repository';
import { assetsRepository } from '@functions/assets/assets-repository';
import { handler } from '@functions/exports/consumers/cloud-sync-export';
import { exportsRepository } from '@functions/exports/exports-repository';
import { s3 } from '@functions/lib/clients';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import { queueEntry, queueUrlEnv } from '@functions/queues';
import { MESSAGES } from '@shared/messages';
import { describeNotification } from '@shared/notifications/catalogue';
import { DEMO_ASSETS } from '@infra/local/seed-assets';
import { SEEDED_EXPORT_STORAGE } from '@infra/local/seed-exports';
import { call, signIn, type SignedIn } from './client';

let ssm: SignedIn;
let topNodeId: string;

const record = (body: unknown, receiveCount: number): SQSEvent => ({
  Records: [
    {
      messageId: `m-${newId()}`,
      receiptHandle: 'not-a-real-handle',
      body: JSON.stringify(body),
      attributes: { ApproximateReceiveCount: String(receiveCount), SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:eu-central-1:000000000000:cloud-sync-export',
      awsRegion: 'eu-central-1',
    },
  ],
});
const invoke = (event: SQSEvent) => (handler as unknown as (e: SQSEvent, c: unknown) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>)(event, {});

async function assetExport(assetCount: number, nodeId: string, destinationName: string) {
  // the seeded library files (other test files make, break and remove assets of their own in the same stack)
  const seeded = new Set(DEMO_ASSETS.map((f) => f.name));
  const assets = (await assetsRepository.listByPartner(ssm.user.partnerId)).filter((a) => seeded.has(a.name) && a.status === 'ready' && !a.archived).slice(0, assetCount);
  expect(assets).toHaveLength(assetCount);
  const { job } = await exportsRepository.create(
    { partnerId: ssm.user.partnerId, entityType: 'asset', destinationType: 'cloud', nodeId, destinationName, entityLabel: assets.length === 1 ? assets[0]!.name : `${assets.length} assets`, createdBy: ssm.user.id },
    assets.map((a) => ({ entityId: a.id, name: a.name, sourceKey: a.key })),
  );
  for (const a of assets) await exportsRepository.setItem(job.id, a.id, { status: 'pending' });
  return { job, assets };
}

beforeAll(async () => {
  ssm = await signIn('selfservicemanager@demo.test');
  topNodeId = (await businessNodesRepository.listByPartner(ssm.user.partnerId)).find((n) => !n.parentId)!.id;
});
afterEach(() => vi.restoreAllMocks());

describe('cloud-sync-export redelivery', () => {
  it('a consumer killed mid-batch: the message fails, comes again, and every file is in the bucket exactly once', async () => {
    const { job, assets } = await assetExport(3, topNodeId, SEEDED_EXPORT_STORAGE.name);
    const original = Upload.prototype.done;
    const sent: string[] = [];
    let calls = 0;
    vi.spyOn(Upload.prototype, 'done').mockImplementation(function (this: Upload) {
      calls += 1;
      // the process dies while sending the second file
      if (calls === 2) return Promise.reject(new Error('consumer killed'));
      sent.push((this as unknown as { params: { Key: string } }).params.Key);
      return original.call(this);
    });

    const first = await invoke(record({ exportId: job.id, partnerId: ssm.user.partnerId }, 1));
    expect(first.batchItemFailures).toHaveLength(1);
    expect(sent).toHaveLength(1);

    const again = await invoke(record({ exportId: job.id, partnerId: ssm.user.partnerId }, 2));
    expect(again.batchItemFailures).toHaveLength(0);
    expect(sent).toHaveLength(assets.length);
    expect(new Set(sent).size).toBe(assets.length);

    const prefix = `${SEEDED_EXPORT_STORAGE.folder}/assets/`;
    const listed = await s3().send(new ListObjectsV2Command({ Bucket: SEEDED_EXPORT_STORAGE.bucket, Prefix: prefix }));
    const mine = (listed.Contents ?? []).map((o) => o.Key!).filter((k) => assets.some((a) => k.startsWith(`${prefix}${a.id}/`)));
    expect(mine.sort()).toEqual([...sent].sort());

    // the return queue's consumer (the stack's poller) settles the items and the job, once
    await vi.waitFor(async () => {
      const res = await call('GET', `/api/exports/${job.id}`, { cookie: ssm.cookie });
      expect(res.body.export.status).toBe('finished');
      expect(res.body.export.items.map((i: { status: string }) => i.status)).toEqual(['success', 'success', 'success']);
    }, { timeout: 20_000, interval: 300 });
    const notes = (await call('GET', '/api/notifications', { cookie: ssm.cookie })).body.notifications as { event: string; payload: { exportId?: string } }[];
    expect(notes.filter((n) => n.payload.exportId === job.id && n.event === 'export-finished')).toHaveLength(1);
  }, 60_000);

  it('a job that keeps failing goes to the dead-letter queue after max receives, its items failed first', async () => {
    const { maxReceives } = queueEntry('cloud-sync-export');
    // a storage whose bucket is missing on the embedded S3 (the one non-public endpoint allowed here): every attempt
    // fails in a way that may pass
    const storage = await cloudStorageRepository.create(ssm.user.partnerId, {
      name: `Unreachable ${newId()}`, storageType: 'S3',
      connectionConfig: { bucket: 'unreachable-bucket', region: 'eu-central-1', endpoint: process.env.AWS_ENDPOINT_URL_S3, prefix: undefined, accessKeyId: 'x', secretAccessKey: 'y' },
    });
    const node = await businessNodesRepository.create({ partnerId: ssm.user.partnerId, parentId: topNodeId, name: `Unreachable storage ${newId()}`, type: 'market' });
    await nodeStorageRepository.create(ssm.user.partnerId, node.id, { cloudStorageId: storage.id, isActive: true });
    const { job, assets } = await assetExport(1, node.id, storage.name);

    await sendToQueue('cloud-sync-export', { exportId: job.id, partnerId: ssm.user.partnerId });
    const sqs = new SQSClient({ endpoint: process.env.AWS_ENDPOINT_URL_SQS, region: process.env.AWS_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const dlqUrl = process.env[queueUrlEnv('cloud-sync-export-dlq')]!;
    // back-off between receives: 1 s, then 2 s in the test runs (QUEUE_RETRY_BASE_S; functions/lib/sqs.ts backoffSeconds)
    const dead = await vi.waitFor(async () => {
      const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, VisibilityTimeout: 0 }));
      const found = (Messages ?? []).find((m) => m.Body?.includes(job.id));
      if (!found) throw new Error('not in the dead-letter queue yet');
      return found;
    }, { timeout: 120_000, interval: 1000 });
    expect(JSON.parse(dead.Body!)).toEqual({ exportId: job.id, partnerId: ssm.user.partnerId });
    expect(maxReceives).toBe(3);

    const res = await call('GET', `/api/exports/${job.id}`, { cookie: ssm.cookie });
    expect(res.body.export).toMatchObject({ status: 'finished', items: [{ status: 'failed', error: `Export failed after ${maxReceives} attempts: ${MESSAGES.storageBucketMissing}` }] });
    const notes = (await call('GET', '/api/notifications', { cookie: ssm.cookie })).body.notifications as { source: string; event: string; payload: Record<string, unknown> }[];
    const failed = notes.find((n) => n.payload.exportId === job.id && n.event === 'export-failed')!;
    expect(describeNotification(failed).title).toBe(`Export of ${assets[0]!.name} to ${storage.name} failed`);
  }, 150_000);
});
