/**
 * Parity: the embedded default runs what AWS runs. From the synthesized stage (manifest.ts) each function gets its
 * own worker (functions.ts) with its template's environment (function-env.ts) and its own credentials, and every AWS
 * call it makes passes the IAM gate (iam-gate.ts), which checks it against the function's synthesized policies.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { stageBundles } from './bundles';
import { functionEnvironment, LOCAL_ONLY_SETTINGS, type LocalSettings } from './function-env';
import { functionPool, type FunctionPool } from './functions';
import { firstDenial, credentialOf, startIamGate, type Gate } from './iam-gate';
import { IAM_ACTIONS, connectionsOperation } from './iam-actions';
import type { PolicyDocument, Principal } from './iam-evaluate';
import { loadManifest, type FunctionManifest, type ParityManifest } from './manifest';
import { LOCAL_ACCOUNT, resolver, type LocalValues } from './resolve';

export { LOCAL_ONLY_SETTINGS };
export const LOCAL_WS_API_ID = 'local-ws';

const ROOT = join(import.meta.dirname, '../../..');

/** The key a function's credentials carry: AKIA + 16 characters of its construct path's hash. */
export const accessKeyOf = (fn: FunctionManifest) => `AKIA${createHash('sha256').update(fn.path).digest('hex').slice(0, 16).toUpperCase()}`;

export interface Parity {
  manifest: ParityManifest;
  pool: FunctionPool;
  gate: Gate;
  /** Functions whose templates name secrets their policies do not let them read. */
  withheld: Record<string, string[]>;
  /** The refusal AWS would give an @connections call of this request, or null when allowed. */
  authorizeConnections(req: IncomingMessage, connectionId: string): Promise<string | null>;
  /** Everything the gate refused since start (tests read it). */
  denials: string[];
  /** The environment and the IAM principal a function runs with, by `${entry}#${exportName}`. */
  environmentOf(key: string): Record<string, string>;
  principalOf(key: string): Principal;
  close(): Promise<void>;
}

export interface ParityOptions {
  region: string;
  /** The local resources, given the gate's address (the functions' queue URLs name it). */
  local: (gateUrl: string) => LocalValues;
  /** The embedded default's own access key (seeding, tools, pollers): passed unchecked. */
  operatorKey?: string;
  /** Where the stand-ins really are: dynamodb, s3 (and sqs: fauxqs), cognito-idp. */
  upstreams: Record<string, string>;
  settings: Omit<LocalSettings, 'gateUrl' | 'localOnly'> & { localOnly?: Record<string, string> };
  /** A manifest to use instead of today's sources' (tests pass one built from a changed stage). */
  manifest?: ParityManifest;
}

export async function startParity(options: ParityOptions): Promise<Parity> {
  const manifest = options.manifest ?? loadManifest();
  // PARITY_BUNDLES=<cdk.out>: the bundles CDK built instead of the sources (bundles.ts)
  const bundles = process.env.PARITY_BUNDLES ? stageBundles(process.env.PARITY_BUNDLES, manifest.functions) : undefined;
  if (bundles) console.log(`[parity] the functions run the bundles of ${process.env.PARITY_BUNDLES}, staged in ${bundles.root}`);
  // the gate first: the resources' local values name its address
  let principalOf: (key: string) => Principal | undefined = () => undefined;
  const denials: string[] = [];
  /** Every refusal, the gate's and the @connections ones: printed, and kept for tests. */
  const denied = (line: string) => {
    denials.push(line);
    console.error(line);
  };
  const gate = await startIamGate({
    region: options.region,
    upstreams: options.upstreams,
    operatorKey: options.operatorKey,
    principalOf: (key) => principalOf(key),
    onDenied: denied,
  });
  const local = options.local(gate.url);
  const resolve = resolver(manifest, local);
  const principals = new Map<string, Principal>();
  const byFunction = new Map<string, Principal>();
  for (const fn of manifest.functions) {
    const roleName = fn.path.split('/').slice(1).join('-');
    const principal: Principal = {
      name: fn.path,
      arn: `arn:aws:sts::${LOCAL_ACCOUNT}:assumed-role/${roleName}-Role/${fn.logicalId}`,
      policies: fn.policies.map((p) => ({ name: p.name, document: resolve(p.stack, p.document) as PolicyDocument })),
    };
    principals.set(accessKeyOf(fn), principal);
    byFunction.set(fn.key, principal);
  }
  principalOf = (key) => principals.get(key);
  const settings: LocalSettings = { ...options.settings, gateUrl: gate.url, localOnly: options.settings.localOnly ?? {} };
  const withheld: Record<string, string[]> = {};
  const pooled = await Promise.all(
    manifest.functions.map(async (fn) => {
      const { env, withheld: names } = await functionEnvironment(fn, resolve, byFunction.get(fn.key)!, accessKeyOf(fn), settings);
      if (names.length) withheld[fn.path] = names;
      return { manifest: fn, env, file: bundles ? bundles.fileOf(fn) : join(ROOT, fn.entry) };
    }),
  );
  const pool = functionPool(pooled, bundles ? { sources: false, host: bundles.host } : { sources: true });
  const environments = new Map(pooled.map((p) => [p.manifest.key, p.env]));

  return {
    manifest,
    pool,
    gate,
    withheld,
    denials,
    environmentOf: (key) => environments.get(key)!,
    principalOf: (key) => byFunction.get(key)!,
    async authorizeConnections(req, connectionId) {
      const url = new URL(req.url ?? '/', 'http://gateway');
      const credential = credentialOf(req, url);
      const principal = credential && principals.get(credential.accessKeyId);
      if (!principal) return 'The security token included in the request is invalid.';
      const operation = connectionsOperation(req.method ?? '');
      const map = operation && IAM_ACTIONS[`execute-api:${operation}`];
      if (!map) return `No IAM mapping for execute-api:${req.method} @connections`;
      const denial = await firstDenial(principal, map({ region: local.region, body: {}, connections: { method: req.method!, connectionId, apiId: LOCAL_WS_API_ID, stage: manifest.webSocketStage } }));
      if (denial) denied(`[iam] ${principal.name}: ${denial}`);
      return denial;
    },
    async close() {
      await pool.close();
      await gate.close();
      bundles?.dispose();
    },
  };
}
