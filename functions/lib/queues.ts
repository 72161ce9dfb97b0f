/** Sending to the queues of functions/queues.ts. Each queue's URL comes in as QUEUE_URL_<NAME> (set by CDK and the local stack). */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from './clients';

export const queueUrlEnv = (name: string) => `QUEUE_URL_${name.replace(/-/g, '_').toUpperCase()}`;

export async function sendToQueue(name: string, body: unknown): Promise<void> {
  const url = process.env[queueUrlEnv(name)];
  if (!url) throw new Error(`Missing environment variable ${queueUrlEnv(name)}`);
  await sqs().send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(body) }));
}
