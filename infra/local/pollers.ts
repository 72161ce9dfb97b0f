/**
 * The local SQS event source: one poller per queue-table entry that long-polls fauxqs and invokes the consumer with
 * SQS-shaped batches. Messages the consumer reports in batchItemFailures (or all, if it throws) are left to
 * reappear after the visibility timeout and, after maxReceives, go to the DLQ by the queue's redrive policy.
 */
import { DeleteMessageBatchCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient, type Message } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { setTimeout as sleep } from 'node:timers/promises';
import { QUEUES, type QueueEntry } from '@functions/queues';
import { LOCAL_REGION } from './resources';

type Consumer = (event: SQSEvent, context: unknown) => Promise<SQSBatchResponse | void>;

function toSqsEvent(messages: Message[], queueArn: string): SQSEvent {
  return {
    Records: messages.map((m) => ({
      messageId: m.MessageId!,
      receiptHandle: m.ReceiptHandle!,
      body: m.Body ?? '',
      attributes: {
        ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1',
        SentTimestamp: m.Attributes?.SentTimestamp ?? String(Date.now()),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: m.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: m.MD5OfBody ?? '',
      eventSource: 'aws:sqs',
      eventSourceARN: queueArn,
      awsRegion: LOCAL_REGION,
    })),
  };
}

async function pollOnce(sqs: SQSClient, entry: QueueEntry, url: string, consumer: Consumer, signal: AbortSignal): Promise<void> {
  const { Messages = [] } = await sqs.send(
    new ReceiveMessageCommand({
      QueueUrl: url,
      MaxNumberOfMessages: Math.min(entry.batchSize, 10),
      WaitTimeSeconds: 5,
      VisibilityTimeout: entry.visibilityTimeoutS,
      MessageSystemAttributeNames: ['All'],
    }),
    { abortSignal: signal },
  );
  if (!Messages.length) return;
  let failed = new Set<string>();
  try {
    const result = await consumer(toSqsEvent(Messages, `arn:aws:sqs:${LOCAL_REGION}:000000000000:${entry.name}`), { functionName: entry.consumer });
    failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
  } catch (err) {
    console.error(`[${entry.name}] consumer failed:`, err);
    return;
  }
  const done = Messages.filter((m) => !failed.has(m.MessageId!));
  if (done.length) {
    await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: url, Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })) }));
  }
}

/** How often the dead-letter queues are looked at; what CloudWatch alarms on in AWS, `npm start` prints. */
const DLQ_CHECK_MS = 5_000;

/**
 * Prints one line when a dead-letter queue holds more messages than at the last look (a job that failed for good):
 * `[dlq] assets-process: 1 message(s)`. The CloudWatch alarms of infra/constructs/ops-alarms.ts do this in AWS.
 */
export function watchDeadLetters(sqs: SQSClient, queueUrls: Record<string, string>, signal: AbortSignal, print: (line: string) => void = console.log, everyMs = DLQ_CHECK_MS) {
  const seen = new Map<string, number>();
  const look = async () => {
    for (const entry of QUEUES) {
      const url = queueUrls[`${entry.name}-dlq`];
      if (!url) continue;
      const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages'] }), { abortSignal: signal });
      const count = Number(Attributes?.ApproximateNumberOfMessages ?? 0);
      if (count > (seen.get(entry.name) ?? 0)) print(`[dlq] ${entry.name}: ${count} message(s)`);
      seen.set(entry.name, count);
    }
  };
  return (async () => {
    while (!signal.aborted) {
      await look().catch(() => undefined);
      // the wait ends with the signal (a stop does not wait out the interval)
      await sleep(everyMs, undefined, { signal }).catch(() => undefined);
    }
  })();
}

/** A queue entry's consumer file, as the jobs stack builds its function from it. */
export const consumerEntry = (entry: QueueEntry) => {
  const [domain, operation] = entry.consumer.split('/');
  return `functions/${domain}/consumers/${operation}.ts`;
};

/** The consumers imported into this process (the functions tests' default; the embedded default isolates them). */
const inProcessConsumer = async (entry: QueueEntry): Promise<Consumer> =>
  ((await import(`../../${consumerEntry(entry)}`)) as { handler: Consumer }).handler;

export async function startPollers(
  endpoint: string,
  queueUrls: Record<string, string>,
  consumerOf: (entry: QueueEntry) => Consumer | Promise<Consumer> = inProcessConsumer,
): Promise<() => Promise<void>> {
  const sqs = new SQSClient({ endpoint, region: LOCAL_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const abort = new AbortController();
  const consumers = await Promise.all(QUEUES.map((entry) => consumerOf(entry)));
  const loops = QUEUES.map((entry, i) => {
      const handler = consumers[i];
      return (async () => {
        while (!abort.signal.aborted) {
          try {
            await pollOnce(sqs, entry, queueUrls[entry.name], handler, abort.signal);
          } catch (err) {
            if (abort.signal.aborted) break;
            console.error(`[${entry.name}] poll failed:`, (err as Error).message);
            await new Promise((r) => setTimeout(r, 1000));
          }
        }
      })();
  });
  const deadLetters = watchDeadLetters(sqs, queueUrls, abort.signal);
  return async () => {
    abort.abort();
    await Promise.allSettled([...loops, deadLetters]);
  };
}
