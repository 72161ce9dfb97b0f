/** Sending to the queues of functions/queues.ts. Each queue's URL comes in as QUEUE_URL_<NAME> (set by CDK and the local stack). */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { queueEntry, queueUrlEnv, type QueueMessage, type QueueName } from '@functions/queues';
import { sqs } from './clients';
import { config } from './config';

/** Sends one message, checked against the queue's contract first: a wrong body fails tsc, and at run time nothing is sent. */
export async function sendToQueue<N extends QueueName>(name: N, body: QueueMessage<N>): Promise<void> {
  const message = queueEntry(name).message.parse(body);
  const url = config.queueUrl(queueUrlEnv(name));
  await sqs().send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(message) }));
}
