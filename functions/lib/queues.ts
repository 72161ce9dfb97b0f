/** Sending to the queues of functions/queues.ts. Each queue's URL comes in as QUEUE_URL_<NAME> (set by CDK and the local stack). */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { queueUrlEnv } from '../queues';
import { sqs } from './clients';


export async function sendToQueue(name: string, body: unknown): Promise<void> {
  const url = process.env[queueUrlEnv(name)];
  if (!url) throw new Error(`Missing environment variable ${queueUrlEnv(name)}`);
  await sqs().send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(body) }));
}
