/** Sending to the queues of functions/queues.ts. Each queue's URL comes in as QUEUE_URL_<NAME> (set by CDK and the local stack). */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { queueUrlEnv } from '../queues';
import { sqs } from './clients';
import { config } from './config';


export async function sendToQueue(name: string, body: unknown): Promise<void> {
  const url = config.queueUrl(queueUrlEnv(name));
  await sqs().send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(body) }));
}
