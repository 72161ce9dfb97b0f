/**
 * The SQS preset: each record is parsed with its zod contract and processed on its own; the ones that fail are
 * reported back one by one (partial batch failures), so a bad message never makes its neighbours run twice.
 * A queue-table consumer (queueConsumer) also tells failures apart: one that may pass is tried again after
 * a growing delay (ChangeMessageVisibility: 10 s, 20 s, 40 s ... at most 15 min) instead of the queue's whole
 * visibility timeout; one that cannot (a message that is no JSON or breaks the contract, a missing object, a
 * PermanentJobError) goes to the queue's dead-letter queue at once instead of after every receive.
 */
import { ChangeMessageVisibilityCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod';
import { queueEntry, queueUrlEnv, type QueueMessageOut, type QueueName } from '@functions/queues';
import { sqs } from './clients';
import { config } from './config';
import { errorFields, ExpectedFailure, logger } from './logger';

/** A job that cannot succeed however often it is tried (the consumer has already marked its entity failed). */
export class PermanentJobError extends ExpectedFailure {
  override name = 'PermanentJobError';
}

const PERMANENT_NAMES = new Set(['SyntaxError', 'ZodError', 'NoSuchKey', 'NotFound']);
export const isPermanent = (err: unknown) => err instanceof PermanentJobError || PERMANENT_NAMES.has((err as { name?: string } | null)?.name ?? '');

/** Seconds before a failure that may pass is tried again, by how often the message was received (at most 15 minutes). */
export const backoffSeconds = (receiveCount: number, baseS = config.queueRetryBaseS) => Math.min(900, baseS * 2 ** Math.max(0, receiveCount - 1));

/** Runs every record on its own and reports the failed ones (partial batch failures). */
function batchHandler(handleRecord: (record: SQSRecord) => Promise<void>) {
  return middy<SQSEvent, SQSBatchResponse>(async (event: SQSEvent) => {
    const results = await Promise.allSettled(event.Records.map(handleRecord));
    const batchItemFailures = results.flatMap((r, i) => {
      if (r.status === 'fulfilled') return [];
      logger.error('queue message failed', { messageId: event.Records[i].messageId, ...errorFields(r.reason) });
      return [{ itemIdentifier: event.Records[i].messageId }];
    });
    return { batchItemFailures };
  });
}

export function sqsConsumer<S extends z.ZodType>(schema: S, process: (message: z.output<S>, record: SQSRecord) => Promise<void>) {
  return batchHandler((record) => process(schema.parse(JSON.parse(record.body)), record));
}

/**
 * The consumer of a queue of functions/queues.ts: its messages parsed with the contract the table names for it, a
 * failure that may pass tried again after backoffSeconds, one that cannot sent to the dead-letter queue at once.
 */
export function queueConsumer<N extends QueueName>(name: N, process: (message: QueueMessageOut<N>, record: SQSRecord) => Promise<void>) {
  const schema = queueEntry(name).message as unknown as z.ZodType<QueueMessageOut<N>>;
  return batchHandler(async (record) => {
    try {
      await process(schema.parse(JSON.parse(record.body)), record);
    } catch (err) {
      if (isPermanent(err)) {
        logger.warn('job failed for good: sent to the dead-letter queue', { queue: name, messageId: record.messageId, ...errorFields(err) });
        await sqs().send(new SendMessageCommand({ QueueUrl: config.queueUrl(queueUrlEnv(`${name}-dlq`)), MessageBody: record.body }));
        return;
      }
      const delay = backoffSeconds(Number(record.attributes.ApproximateReceiveCount ?? 1));
      await sqs()
        .send(new ChangeMessageVisibilityCommand({ QueueUrl: config.queueUrl(queueUrlEnv(name)), ReceiptHandle: record.receiptHandle, VisibilityTimeout: delay }))
        .catch((visibilityError: unknown) => logger.warn('backoff not set', { queue: name, ...errorFields(visibilityError) }));
      throw err;
    }
  });
}
