/** Each queue's message contract lives in its table entry: a wrong body fails tsc, and at run time nothing is sent. */
import { describe, expect, it } from 'vitest';
import { QUEUES } from '@functions/queues';
import { sendToQueue } from '@functions/lib/queues';

describe('queue contracts', () => {
  it('gives every queue of the table a message schema', () => {
    for (const entry of QUEUES) expect(typeof entry.message.safeParse, entry.name).toBe('function');
  });

  it('refuses a body that breaks the queue contract before sending it', async () => {
    // @ts-expect-error the assets-process contract needs assetId and userId (tsc fails if this line type-checks)
    await expect(sendToQueue('assets-process', { assetId: 'not an id' })).rejects.toThrow(/userId|assetId/);
  });
});
