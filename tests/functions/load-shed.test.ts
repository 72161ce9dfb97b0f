/** The one-process gateway bounds the API requests it handles at once and sheds the rest with 503 + Retry-After. */
import { describe, expect, it } from 'vitest';
import { startGateway } from '@infra/local/gateway';

describe('load shedding', () => {
  it('answers requests beyond the bound at once with 503 and Retry-After, and serves again when the load passes', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const gateway = await startGateway({
      port: 0,
      siteDir: '/nonexistent',
      maxApiInFlight: 2,
      extraRoutes: [{ method: 'GET', path: '/bench/held', handler: async () => (await held, { statusCode: 200, body: '{}' }) }],
    });
    try {
      const url = `${gateway.url}/api/bench/held`;
      const first = [fetch(url), fetch(url)];
      // let the two held requests arrive before the burst
      await new Promise((r) => setTimeout(r, 200));
      const shed = await Promise.all(Array.from({ length: 4 }, () => fetch(url)));
      expect(shed.map((r) => r.status)).toEqual([503, 503, 503, 503]);
      expect(shed.map((r) => r.headers.get('retry-after'))).toEqual(['1', '1', '1', '1']);
      expect(await shed[0].json()).toMatchObject({ statusCode: 503, kind: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' });
      release();
      expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200]);
      expect((await fetch(url)).status).toBe(200);
    } finally {
      release();
      await gateway.close(100);
    }
  });
});
