/** The upload limiter: never more than its size at once, every task run once, each caller given its own result. */
import { describe, expect, it } from 'vitest';
import { limiter } from '@web/lib/limiter';

describe('limiter', () => {
  it('runs at most `size` tasks at a time, in order, and answers each result (a failure only to its caller)', async () => {
    const run = limiter(3);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (n === 4) throw new Error('four failed');
      return n * 10;
    };
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => run(task(n))));
    expect(most).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results[4]).toMatchObject({ status: 'rejected', reason: new Error('four failed') });
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<number>).value)).toEqual([0, 10, 20, 30, 50, 60, 70, 80, 90]);
  });
});
