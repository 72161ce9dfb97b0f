/**
 * Each function is granted only what its binding declares (functions/bindings.ts: DOMAIN_RESOURCES for the API
 * domains, CONSUMER_BINDINGS, SCHEDULED_BINDINGS and REALTIME_BINDINGS in functions/consumer-bindings.ts). This
 * bundles every function as deployed and fails when its code sends to a queue, uses a bucket, reads a secret, runs
 * report queries or writes facts, pushes to browsers, calls the user pool or sends mail without its declaration: in
 * AWS that call would be refused, or its setting missing.
 */
import { describe, expect, it } from 'vitest';
import { CONSUMER_BINDINGS, REALTIME_BINDINGS, SCHEDULED_BINDINGS } from '@functions/consumer-bindings';
import { QUEUES } from '@functions/queues';
import { DOMAIN_RESOURCES, DOMAINS } from '@functions/routes';
import { undeclared, usesOf } from './bundle-uses';

describe('bindings cover what the code uses', { timeout: 120_000 }, () => {
  it.each([...DOMAINS])('API domain %s', async (domain) => {
    expect(undeclared(await usesOf(`functions/${domain}/index.ts`), DOMAIN_RESOURCES[domain])).toEqual([]);
  });

  it.each(QUEUES.map((q) => [q.name, q.consumer] as const))('consumer of %s (%s)', async (name, consumer) => {
    const [domain, operation] = consumer.split('/');
    expect(undeclared(await usesOf(`functions/${domain}/consumers/${operation}.ts`), CONSUMER_BINDINGS[name])).toEqual([]);
  });

  it.each(Object.keys(SCHEDULED_BINDINGS) as (keyof typeof SCHEDULED_BINDINGS)[])('scheduled %s', async (entry) => {
    expect(undeclared(await usesOf(`functions/${entry}.ts`), SCHEDULED_BINDINGS[entry])).toEqual([]);
  });

  it.each(Object.keys(REALTIME_BINDINGS) as (keyof typeof REALTIME_BINDINGS)[])('realtime %s', async (exportName) => {
    expect(undeclared(await usesOf('functions/realtime/index.ts', exportName), REALTIME_BINDINGS[exportName])).toEqual([]);
  });

  it('fails a declaration that leaves out what the code uses', async () => {
    const uses = await usesOf('functions/publishing/consumers/publish-creatives.ts');
    expect(undeclared(uses, {})).toEqual(['queue realtime-events', 'bucket files', 'secret secrets-key', 'secret meta-access-token', 'secret google-ads-credentials']);
    expect(undeclared(await usesOf('functions/realtime/index.ts', 'defaultRoute'), {})).toEqual(['push']);
    expect(undeclared(await usesOf('functions/scoring/index.ts'), { ...DOMAIN_RESOURCES.scoring, reporting: undefined })).toEqual(['reporting query']);
  });
});
