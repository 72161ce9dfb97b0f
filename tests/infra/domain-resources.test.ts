/**
 * Each domain function is granted only the buckets and queues declared for it (DOMAIN_RESOURCES in functions/routes.ts).
 * This bundles every domain as deployed and fails when its code sends to a queue, or uses the files bucket, that its
 * declaration leaves out: in AWS that call would be refused.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAIN_RESOURCES, DOMAINS } from '@functions/routes';
import { NOT_BUNDLED, REPO_ROOT } from '@infra/constructs/app-function';

/** The queues a bundle sends to and whether it reads or writes the files bucket, from the sources it holds. */
async function usedBy(domain: string) {
  const { metafile } = await build({
    entryPoints: [join(REPO_ROOT, 'functions', domain, 'index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    external: ['@aws-sdk/*', ...NOT_BUNDLED],
    logLevel: 'silent',
  });
  // the sources whose code is in the bundle (a module another domain's public.ts offers but this one does not use is left out)
  const inBundle = Object.values(metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([f]) => f));
  const sources = inBundle.filter((f) => f.startsWith('functions/') && !f.startsWith('functions/lib/'));
  const queues = new Set<string>();
  let files = false;
  for (const file of sources) {
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    for (const m of text.matchAll(/sendToQueue\(\s*'([a-z-]+)'/g)) queues.add(m[1]);
    if (/\bpublishEvent\(/.test(text)) queues.add('realtime-events');
    if (/config\.filesBucket|assetStorage\./.test(text)) files = true;
  }
  return { queues: [...queues].sort(), files };
}

describe('domain resources', { timeout: 120_000 }, () => {
  it.each([...DOMAINS])('%s declares every queue it sends to and the bucket it uses', async (domain) => {
    const used = await usedBy(domain);
    const declared = DOMAIN_RESOURCES[domain];
    expect(used.queues.filter((q) => !(declared.queues as readonly string[] | undefined)?.includes(q))).toEqual([]);
    if (used.files) expect(declared.buckets ?? []).toContain('files');
  });
});
