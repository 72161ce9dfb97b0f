/**
 * What a function's code uses, read from its bundle as deployed (esbuild, tree-shaken: code no export of the entry
 * reaches is left out, so a module another domain's public.ts offers but this function does not call does not count).
 * The patterns are the few places that read each setting (functions/lib/config.ts) or make each call.
 */
import { build, type BuildOptions } from 'esbuild';
import { join } from 'node:path';
import type { Bindings, SecretName } from '@functions/bindings';
import { QUEUES } from '@functions/queues';
import { NOT_BUNDLED, REPO_ROOT } from '@infra/constructs/app-function';

export interface Uses {
  queues: string[];
  buckets: string[];
  secrets: SecretName[];
  reporting?: 'query' | 'facts';
  push: boolean;
  /**
   * Reads the user pool's ids (its Cognito calls). Which admin actions it needs is left to the declaration: a bundle
   * holds every method of an object it uses (auth holds sso-configs' identityProviders, whose create it never calls).
   */
  userPool: boolean;
  mail: boolean;
}

const QUEUE_NAMES = new Set<string>(QUEUES.map((q) => q.name));

const SECRET_USES: Record<SecretName, RegExp> = {
  // a call of encryptSecret/decryptSecret (not their definitions): the key is read at cold start by lib/secrets.ts
  'secrets-key': /(?<!function )\b(?:en|de)cryptSecret\d*\b/,
  // metaAccessToken() takes the ARN apart from config.adPlatforms (ad-platforms/meta.ts)
  'meta-access-token': /metaAccessTokenArn: \w+ \} = config\d*\.adPlatforms/,
  'google-ads-credentials': /config\d*\.adPlatforms\.googleAdsCredentialsArn/,
  'user-content': /config\d*\.userContent\./,
};

/** Bundles `entry` (a file under the repo root), or only the export `exportName` of it. */
export async function usesOf(entry: string, exportName?: string): Promise<Uses> {
  const common: BuildOptions & { write: false } = { bundle: true, platform: 'node', format: 'esm', write: false, external: ['@aws-sdk/*', ...NOT_BUNDLED], logLevel: 'silent' };
  const { outputFiles } = await build(
    exportName
      ? { ...common, stdin: { contents: `export { ${exportName} } from './${entry}';`, resolveDir: REPO_ROOT, loader: 'ts' } }
      : { ...common, entryPoints: [join(REPO_ROOT, entry)] },
  );
  const text = outputFiles![0].text;
  // the queue names in sendToQueue's first argument: a literal, a choice of literals, or a constant holding one
  // (a name read from stored data, as the render queue's restart does, is beyond this: its domain declares them all)
  const queues = new Set<string>();
  for (const [, arg] of text.matchAll(/\bsendToQueue\d*\(\s*([^,()]+),/g)) {
    const literals = [...arg.matchAll(/"([a-z-]+)"/g)].map((m) => m[1]).filter((name) => QUEUE_NAMES.has(name));
    const constant = /^[A-Z_][A-Z0-9_]*$/.test(arg.trim()) ? new RegExp(`\\b${arg.trim()} = "([a-z-]+)"`).exec(text)?.[1] : undefined;
    for (const name of constant ? [constant] : literals) queues.add(name);
  }
  return {
    queues: [...queues].sort(),
    buckets: /config\d*\.filesBucket\b/.test(text) ? ['files'] : [],
    secrets: (Object.keys(SECRET_USES) as SecretName[]).filter((s) => SECRET_USES[s].test(text)),
    reporting: /config\d*\.reporting\.engine\b/.test(text) ? 'query' : /= config\d*\.reporting;/.test(text) ? 'facts' : undefined,
    push: /\bpush\d*\(\)\.send\(/.test(text),
    userPool: /config\d*\.userPool(?:Client)?Id\b/.test(text),
    mail: /config\d*\.mail\.from\b/.test(text),
  };
}

/** What `uses` needs that `declared` leaves out (empty when the declaration covers the code). */
export function undeclared(uses: Uses, declared: Bindings): string[] {
  const missing = [
    ...uses.queues.filter((q) => !(declared.queues as readonly string[] | undefined)?.includes(q)).map((q) => `queue ${q}`),
    ...uses.buckets.filter((b) => !(declared.buckets as readonly string[] | undefined)?.includes(b)).map((b) => `bucket ${b}`),
    ...uses.secrets.filter((s) => !declared.secrets?.includes(s)).map((s) => `secret ${s}`),
    ...(uses.push && !declared.push ? ['push'] : []),
    ...(uses.mail && !declared.mail ? ['mail'] : []),
  ];
  if (uses.reporting && declared.reporting !== uses.reporting) missing.push(`reporting ${uses.reporting}`);
  if (uses.userPool && !declared.userPool) missing.push('user pool');
  return missing;
}
