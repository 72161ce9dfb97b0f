/**
 * The SQS preset: each record is parsed with its zod contract and processed on its own; the ones that fail are
 * reported back one by one (partial batch failures), so a bad message never makes its neighbours run twice.
 */
import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod';
import { queueEntry, type QueueMessageOut, type QueueName } from '../queues';
import { errorText, logger } from './logger';

export function sqsConsumer<S extends z.ZodType>(schema: S, process: (message: z.output<S>, record: SQSRecord) => Promise<void>) {
  return middy<SQSEvent, SQSBatchResponse>(async (event: SQSEvent) => {
    const results = await Promise.allSettled(event.Records.map(async (record: SQSRecord) => process(schema.parse(JSON.parse(record.body)), record)));
    const batchItemFailures = results.flatMap((r, i) => {
      if (r.status === 'fulfilled') return [];
      logger.error('queue message failed', { messageId: event.Records[i].messageId, error: errorText(r.reason) });
      return [{ itemIdentifier: event.Records[i].messageId }];
    });
    return { batchItemFailures };
  });
}

/** The consumer of a queue of functions/queues.ts: its messages parsed with the contract the table names for it. */
export function queueConsumer<N extends QueueName>(name: N, process: (message: QueueMessageOut<N>, record: SQSRecord) => Promise<void>) {
  return sqsConsumer(queueEntry(name).message as unknown as z.ZodType<QueueMessageOut<N>>, process);
}
