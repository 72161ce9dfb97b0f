/**
 * The report-facts ingestion queue end to end: batches sent with enqueueFacts go through fauxqs and the local poller to
 * the consumer, land as Parquet under REPORTING_DIR and are summed by POST /report. Plus the embedded seed's facts:
 * Demo Agency's campaigns for its users, none of them for the other partner.
 */
import { DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { sqs as queues } from '@functions/lib/clients';
import { queueUrlEnv } from '@functions/queues';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { SQSEvent } from 'aws-lambda';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { s3 } from '@functions/lib/clients';
import { handler } from '@functions/reporting/consumers/ingest-facts';
import { enqueueFacts } from '@functions/reporting/facts/enqueue-facts';
import type { FactRow } from '@shared/contracts/report-facts';
import { parseReportTsv } from '@shared/reporting/metrics';
import { demoCampaignSpecs } from '@infra/local/seed-reporting';
import { stableId } from '@infra/local/seed-facts';
import { call, signIn, type SignedIn, campaignsVisible } from './client';

let admin: SignedIn;
let campaignId: string;

const root = () => process.env.REPORTING_DIR!;
const fileOf = (date: string, batchId: string) => join(root(), 'performance', `date=${date}`, `${batchId}.parquet`);

async function sums(who: SignedIn, campaigns: string[]) {
  const res = await call('POST', '/api/report', {
    cookie: who.cookie,
    csrf: who.csrf,
    body: { select: ['IMPRESSIONS', 'CLICKS', 'MEDIA_SPEND'], groupBy: ['campaignId'], accessCheckFilters: { campaignId: campaigns }, orderBy: [{ field: 'campaignId', direction: 'ASC' }] },
  });
  expect(res.status, String(res.body)).toBe(200);
  return parseReportTsv(res.body as string).rows;
}

const row = (TIMESTAMP: string, IMPRESSIONS: number, CLICKS: number, extra: Partial<FactRow> = {}): FactRow => ({
  TIMESTAMP, partnerId: admin.user.partnerId, campaignId, platform: 'google', source: 'adserver', variationHash: 'ingest-hash', IMPRESSIONS, CLICKS, MEDIA_SPEND: 1.25, ...extra,
});

/** One SQS record of a message, as the poller hands it to the consumer. */
const sqsEvent = (body: unknown): SQSEvent => ({
  Records: [{ messageId: randomUUID(), receiptHandle: 'r', body: JSON.stringify(body), attributes: {} as SQSEvent['Records'][number]['attributes'], messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'arn:aws:sqs:local:0:report-facts', awsRegion: 'local' }],
});

beforeAll(async () => {
  admin = await signIn('admin@demo.test');
  const nodes = await businessNodesRepository.listByPartner(admin.user.partnerId);
  campaignId = (await campaignsRepository.createIfAbsent({ partnerId: admin.user.partnerId, businessNodeId: nodes.find((n) => n.name === 'Germany')!.id, platform: 'google', name: `Ingest test ${randomUUID()}` })).id;
  await campaignsVisible();
});

describe('report-facts queue', () => {
  it('writes a batch as one file per date that POST /report sums, and stores a redelivered batch once', async () => {
    const batchId = `ingest-${randomUUID()}`;
    const rows = [row('2025-03-01T10:00:00Z', 1000, 10), row('2025-03-01T11:00:00+01:00', 500, 5), row('2025-03-02T09:30:00Z', 2000, 40)];
    await enqueueFacts(batchId, rows);
    await vi.waitFor(async () => expect(await sums(admin, [campaignId])).toEqual([{ campaignId, IMPRESSIONS: 3500, CLICKS: 55, MEDIA_SPEND: 3.75 }]), { timeout: 20_000, interval: 250 });
    expect(existsSync(fileOf('2025-03-01', batchId)) && existsSync(fileOf('2025-03-02', batchId))).toBe(true);

    // the same batch again (a redelivery): its files are replaced, not added to
    const first = statSync(fileOf('2025-03-02', batchId)).ino;
    await enqueueFacts(batchId, rows);
    await vi.waitFor(() => expect(statSync(fileOf('2025-03-02', batchId)).ino).not.toBe(first), { timeout: 20_000, interval: 250 });
    expect(await sums(admin, [campaignId])).toEqual([{ campaignId, IMPRESSIONS: 3500, CLICKS: 55, MEDIA_SPEND: 3.75 }]);
    expect(readdirSync(join(root(), 'performance', 'date=2025-03-02')).filter((f) => f.includes(batchId))).toEqual([`${batchId}.parquet`]);
  });

  it('stages a batch too large for a message in the files bucket and names it in the message', async () => {
    const batchId = `ingest-large-${randomUUID()}`;
    const rows = Array.from({ length: 3000 }, (_, i) => row(`2025-04-01T${String(i % 24).padStart(2, '0')}:00:00Z`, 10, 1, { VariantName: `Variant ${i}`, audienceName: 'Large batch audience' }));
    const message = await enqueueFacts(batchId, rows);
    expect(message).toEqual({ batchId, key: `reporting/incoming/${batchId}.ndjson` });
    await vi.waitFor(() => expect(existsSync(fileOf('2025-04-01', batchId))).toBe(true), { timeout: 20_000, interval: 250 });
    const res = await call('POST', '/api/report', { cookie: admin.cookie, csrf: admin.csrf, body: { select: ['IMPRESSIONS', 'CLICKS'], where: { audienceName: { $in: ['Large batch audience'] } } } });
    expect(parseReportTsv(res.body as string).rows).toEqual([{ IMPRESSIONS: 30_000, CLICKS: 3000 }]);
  });

  it.each([
    ['a negative count', { IMPRESSIONS: -1 }],
    ['a fractional count', { CLICKS: 1.5 }],
    ['an unknown column', { IMPRESSION: 5 } as unknown as Partial<FactRow>],
    ['a timestamp without a zone', { TIMESTAMP: '2025-05-01T10:00:00' }],
    ['an unknown platform', { platform: 'myspace' } as unknown as Partial<FactRow>],
    ['no campaign', { campaignId: undefined }],
  ])('rejects a batch with %s: nothing of it is written, and it is not retried', async (_name, bad) => {
    const batchId = `ingest-bad-${randomUUID()}`;
    const result = await handler(sqsEvent({ batchId, rows: [row('2025-05-01T10:00:00Z', 100, 1), row('2025-05-02T10:00:00Z', 100, 1, bad)] }), {} as never);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(existsSync(fileOf('2025-05-01', batchId)) || existsSync(fileOf('2025-05-02', batchId))).toBe(false);
  });

  it('writes under the reporting prefix of the bucket named by REPORTING_BUCKET, as in AWS', async () => {
    const batchId = `ingest-s3-${randomUUID()}`;
    Object.assign(process.env, { REPORTING_BUCKET: process.env.FILES_BUCKET, REPORTING_PREFIX: 'reporting/' });
    try {
      expect(await handler(sqsEvent({ batchId, rows: [row('2025-06-01T10:00:00Z', 100, 1)] }), {} as never)).toEqual({ batchItemFailures: [] });
    } finally {
      delete process.env.REPORTING_BUCKET;
      delete process.env.REPORTING_PREFIX;
    }
    const object = await s3().send(new GetObjectCommand({ Bucket: process.env.FILES_BUCKET, Key: `reporting/performance/date=2025-06-01/${batchId}.parquet` }));
    const bytes = await object.Body!.transformToByteArray();
    expect(new TextDecoder().decode(bytes.slice(0, 4)) + new TextDecoder().decode(bytes.slice(-4))).toBe('PAR1PAR1');
    expect(existsSync(fileOf('2025-06-01', batchId))).toBe(false);
  });

  it('dead-letters at once a message whose staged object is gone, and one that is not a batch (no retry can help)', async () => {
    const missing = sqsEvent({ batchId: 'ingest-missing', key: 'reporting/incoming/none.ndjson' });
    expect(await handler(missing, {} as never)).toEqual({ batchItemFailures: [] });
    const garbage = sqsEvent({ batchId: '../escape', rows: [] });
    expect(await handler(garbage, {} as never)).toEqual({ batchItemFailures: [] });
    const dlq = process.env[queueUrlEnv('report-facts-dlq')]!;
    const bodies: string[] = [];
    for (let i = 0; i < 5 && bodies.length < 2; i++) {
      const { Messages = [] } = await queues().send(new ReceiveMessageCommand({ QueueUrl: dlq, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
      for (const m of Messages) {
        bodies.push(m.Body!);
        await queues().send(new DeleteMessageCommand({ QueueUrl: dlq, ReceiptHandle: m.ReceiptHandle! }));
      }
    }
    expect(bodies.map((b) => JSON.parse(b).batchId).sort()).toEqual(['../escape', 'ingest-missing']);
  });
});

describe('the embedded seed', () => {
  it("gives Demo Agency's users the figures of its campaigns, and the other partner none of them", async () => {
    const [demoNodes, other] = await Promise.all([businessNodesRepository.listByPartner(admin.user.partnerId), signIn('other-admin@demo.test')]);
    const otherNodes = await businessNodesRepository.listByPartner(other.user.partnerId);
    const specs = demoCampaignSpecs({ demo: { partnerId: admin.user.partnerId, nodes: demoNodes }, other: { partnerId: other.user.partnerId, nodes: otherNodes } });
    const ids = (partnerId: string) => specs.filter((s) => s.partnerId === partnerId).map((s) => stableId(s.partnerId, s.name));
    const demoIds = ids(admin.user.partnerId);
    const otherIds = ids(other.user.partnerId);

    const analyst = await signIn('analyst@demo.test');
    const seen = await sums(analyst, [...demoIds, ...otherIds]);
    expect(seen.map((r) => r.campaignId).sort()).toEqual([...demoIds].sort());
    expect(seen.every((r) => (r.IMPRESSIONS as number) > 0 && (r.CLICKS as number) > 0 && (r.MEDIA_SPEND as number) > 0)).toBe(true);
    expect((await sums(other, [...demoIds, ...otherIds])).map((r) => r.campaignId).sort()).toEqual([...otherIds].sort());
  });
});
