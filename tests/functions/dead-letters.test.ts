/** `npm start` prints a line when a dead-letter queue receives a message (what the CloudWatch alarms do in AWS). */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { watchDeadLetters } from '@infra/local/pollers';
import { queueUrlEnv } from '@functions/queues';

describe('dead-letter watch', () => {
  it("prints '[dlq] <queue>: N message(s)' when a dead-letter queue grows", async () => {
    const dlqUrl = process.env[queueUrlEnv('background-removal-dlq')]!;
    expect(dlqUrl).toBeDefined();
    const sqs = new SQSClient({ endpoint: process.env.AWS_ENDPOINT_URL_SQS, region: process.env.AWS_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const lines: string[] = [];
    const abort = new AbortController();
    const watching = watchDeadLetters(sqs, { 'background-removal-dlq': dlqUrl }, abort.signal, (line) => lines.push(line), 250);
    await new Promise((r) => setTimeout(r, 500));
    await sqs.send(new SendMessageCommand({ QueueUrl: dlqUrl, MessageBody: '{"poison":true}' }));
    const deadline = Date.now() + 15_000;
    while (!lines.some((l) => l.startsWith('[dlq] background-removal:')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    abort.abort();
    await watching;
    expect(lines.some((l) => l.startsWith('[dlq] background-removal:'))).toBe(true);
    expect(lines[lines.length - 1]).toMatch(/^\[dlq\] background-removal: \d+ message\(s\)$/);
  });
});
