/**
 * What AWS would run, read from the synthesized stage: every function of the stacks (its source entry and export,
 * timeout, memory, environment and IAM policies, all as the templates hold them, intrinsics unresolved), and which
 * template resources stand for which local resource. Built in a child process (CDK is large and takes ~10 s here)
 * and cached by a hash of the sources it depends on, so a restart with nothing changed reads a file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourcesHash } from '@infra/constructs/sources-hash';

/** A CloudFormation template, as far as the embedded default reads it. */
export interface TemplateJson {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
}

export interface FunctionManifest {
  /** `${entry}#${exportName}`: how the gateway, the pollers and the timers name the function they invoke. */
  key: string;
  entry: string;
  exportName: string;
  /** The construct path, e.g. `local/Api/CampaignsFunction`: what AccessDenied messages name. */
  path: string;
  stack: string;
  logicalId: string;
  timeoutS: number;
  memoryMb: number;
  /** The S3 key of its code asset (named by the bundle's inputs: a cdk.out with another one was built from other sources). */
  codeKey?: string;
  /** Environment.Variables of the function resource. */
  environment: Record<string, unknown>;
  /** The identity policies of its role: inline AWS::IAM::Policy documents and attached managed policies (unresolved). */
  policies: { name: string; stack: string; document: unknown }[];
}

export type LocalResourceKind = 'table' | 'bucket' | 'queue' | 'secret' | 'userPool' | 'userPoolClient' | 'webSocketApi';

/** A template resource that is one of the embedded default's own (the app table, the files bucket, a queue, ...). */
export interface LocalResourceRef {
  stack: string;
  logicalId: string;
  kind: LocalResourceKind;
  /** The logical name: a bucket or queue name of functions/tables.ts and queues.ts, a secret's role. */
  name: string;
}

export interface ParityManifest {
  stage: string;
  /** The WebSocket API's stage name (its @connections ARNs name it). */
  webSocketStage: string;
  templates: Record<string, TemplateJson>;
  functions: FunctionManifest[];
  resources: LocalResourceRef[];
}

export const PARITY_STAGE = 'local';

const ROOT = join(import.meta.dirname, '../../..');
/** Everything the stage is built from: the stacks, constructs, the code they read, the lockfile (not the embedded default but this builder). */
const INPUTS = ['infra', 'infra/local/parity/manifest-build.ts', 'functions', 'shared', 'package-lock.json', 'cdk.json'];

/** A hash of the stage's inputs: the cache key of the manifest. */
export const manifestInputsHash = () => sourcesHash(ROOT, INPUTS, ['infra/local']).slice(0, 16);

const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'marquee-parity');

/** The manifest of today's sources: from the cache, or built by `manifest-build.ts` in a child process. */
export function loadManifest(): ParityManifest {
  const file = join(CACHE_DIR, `manifest-${manifestInputsHash()}.json`);
  if (!existsSync(file)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'manifest-build.ts'), file], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    if (run.status !== 0 || !existsSync(file)) throw new Error('Could not build the parity manifest from the CDK stacks (infra/local/parity/manifest-build.ts)');
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ParityManifest;
}

/** Reads a manifest written to `file` (used by tests that change a stage before building it). */
export const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as ParityManifest;
