/**
 * Every Lambda of the app: NodejsFunction defaults (Node 22, ARM, ESM bundle built by the local esbuild) plus `bind*`
 * helpers that grant access to a resource AND set the environment variable the code reads (functions/lib/config.ts)
 * in one call, so a function can never hold a grant without knowing the name, or the other way round.
 */
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Size, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IWebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement, Role, ServicePrincipal, type IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { BUCKETS, TableDefinition } from '@functions/tables';
import type { Bindings, SecretName } from '@functions/bindings';
import { queueUrlEnv } from '@functions/queues';
import { SESSION_MAX_AGE_MS_DEFAULT } from '@shared/constants';
import { CHROMIUM_LAYER, FFMPEG_LAYER, NATIVE_MODULES, NATIVE_NEEDS, nativeLayer } from './native-layers';
import { sourcesHash } from './sources-hash';
import { bindFactsWriter } from './reporting-warehouse';

export type BucketName = (typeof BUCKETS)[number];

/**
 * Packages no function bundle holds. DuckDB (native) is the embedded default's report engine only, imported when
 * used; Lambdas query Athena and never load it. The native packages of the layers are loaded from /opt.
 */
export const NOT_BUNDLED = ['@duckdb/node-api', ...NATIVE_MODULES] as const;

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** /tmp of the functions that run Chromium or ffmpeg: the browser, its pages and a job's videos. */
export const RENDERER_TMP_MB = 2048;

/** What a function's bundle is made of: its code and the packages the lockfile pins. */
const BUNDLE_INPUTS = ['functions', 'shared', 'infra/constructs', 'package-lock.json', 'tsconfig.json'];

/**
 * middy 7 and the app are ESM; the few CommonJS dependencies still call `require` and read `__dirname` and
 * `__filename` (google-ads-api's), which an ESM bundle lacks: the bundle defines them (bundle parity found the last two).
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module';import { fileURLToPath as __mqFileUrlToPath } from 'url';import { dirname as __mqDirname } from 'path';" +
  'const require = createRequire(import.meta.url);const __filename = __mqFileUrlToPath(import.meta.url);const __dirname = __mqDirname(__filename);';

export interface AppFunctionProps {
  /** Entry file relative to the repo root, e.g. `functions/auth/index.ts`. */
  entry: string;
  /** Exported name in the entry file. */
  exportName?: string;
  description?: string;
  timeout?: Duration;
  memorySize?: number;
  /** Shown in every response header (functions/lib/http.ts). */
  buildVersion: string;
}

/** A bucket of functions/tables.ts BUCKETS with the managed policy that reads and writes its objects. */
export interface AppBucket {
  name: BucketName;
  bucket: IBucket;
  access: IManagedPolicy;
}

/** The WebSocket stage and the managed policy that posts to its connections. */
export interface RealtimePush {
  stage: IWebSocketStage;
  access: IManagedPolicy;
}

/**
 * What a stack offers its functions to bind (functions/bindings.ts). What a stack lacks (the jobs stack has no
 * report engine nor mail settings) fails the synth of a function that declares it, instead of its first call in AWS.
 */
export interface BindingWorld {
  buckets: readonly AppBucket[];
  queues: readonly { entry: { name: string }; queue: IQueue }[];
  /** The secrets by SecretName but 'user-content', which comes with its origin. */
  secrets: Record<Exclude<SecretName, 'user-content'>, ISecret>;
  userContent: { origin: string; key: ISecret };
  userPool: { pool: IUserPool; client: IUserPoolClient };
  push?: RealtimePush;
  /** The report engine's query grants and settings (ReportingWarehouse). */
  reporting?: { bind(fn: AppFunction): unknown };
  mail?: { from: string; appUrl: string };
}

/** The variable that carries each secret's ARN (functions/lib/config.ts). */
const SECRET_ARN_ENV: Record<Exclude<SecretName, 'user-content'>, string> = {
  'secrets-key': 'SECRETS_KEY_ARN',
  'meta-access-token': 'META_ACCESS_TOKEN_ARN',
  'google-ads-credentials': 'GOOGLE_ADS_CREDENTIALS_ARN',
};

/** The environment variable a bucket's name is read from: `files` → FILES_BUCKET. */
export const bucketEnv = (name: BucketName) => `${name.toUpperCase()}_BUCKET`;

export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  /** The source it is built from and its handler's export: the embedded default runs the same (infra/local/parity). */
  readonly entry: string;
  readonly exportName: string;
  private readonly role: Role;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    this.entry = props.entry;
    this.exportName = props.exportName ?? 'handler';
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    // An own role that may write to this function's log group only, instead of the managed AWSLambdaBasicExecutionRole.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    this.role = role;
    // Packages left out of the bundle come from layers (native-layers.ts) built for linux-x64, so x86_64 there.
    const native = NATIVE_NEEDS[props.entry];
    const copied = native?.files ?? [];

    this.fn = new NodejsFunction(this, 'Fn', {
      entry: path.join(REPO_ROOT, props.entry),
      handler: this.exportName,
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: native ? Architecture.X86_64 : Architecture.ARM_64,
      layers: native?.layers.map((spec) => nativeLayer(this, spec)),
      memorySize: props.memorySize ?? 512,
      // Lambda's /tmp is 512 MB by default: Chromium unpacks 220 MB there, ffmpeg writes whole videos.
      ephemeralStorageSize: native?.layers.some((l) => l === CHROMIUM_LAYER || l === FFMPEG_LAYER) ? Size.mebibytes(RENDERER_TMP_MB) : undefined,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      // No --enable-source-maps: with it Node reads every bundle's source map at import (a 1 MB bundle's 5 MB map
      // doubled its cold import here). The maps still ship beside the bundles, to read a minified stack offline.
      environment: {
        SESSION_MAX_AGE_MS: String(SESSION_MAX_AGE_MS_DEFAULT),
        BUILD_VERSION: props.buildVersion,
      },
      bundling: {
        // Named by its inputs (the code every bundle may read, the lockfile, these options), so a synth with nothing
        // changed finds the bundle in cdk.out and skips esbuild; the default names it by its output, after bundling.
        assetHash: createHash('sha256').update(sourcesHash(REPO_ROOT, BUNDLE_INPUTS)).update(props.entry).update(String(copied)).digest('hex'),
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        banner: ESM_REQUIRE_BANNER,
        mainFields: ['module', 'main'],
        // Bundle the AWS SDK too: one tested version instead of whatever the runtime ships.
        externalModules: [...NOT_BUNDLED],
        // Files loaded beside the bundle by URL (a worker thread's script, the video text's fallback font).
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir, outputDir) => copied.map((file) => `cp "${path.join(inputDir, file)}" "${outputDir}/"`),
        },
        minify: true,
        sourceMap: true,
        target: 'node22',
      },
    });
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node 22 is the one runtime of the project (embedded default, tests and Lambda: fauxqs 2 and middy 7 are tested on it); Lambda moves together with the local stack.',
    });
  }

  /** Item read/write on the table and on each of its indexes by name (no `index/*` wildcard); sets TABLE_NAME. */
  bindTable(table: ITable, definition: TableDefinition): this {
    const indexArns = definition.indexes.map((i) => `${table.tableArn}/index/${i.name}`);
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:ConditionCheckItem',
          'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:DescribeTable',
        ],
        resources: [table.tableArn, ...indexArns],
      }),
    );
    this.fn.addEnvironment('TABLE_NAME', table.tableName);
    return this;
  }

  /** The bucket's object access policy (defined beside the bucket); sets `<NAME>_BUCKET`. */
  bindBucket({ name, bucket, access }: AppBucket): this {
    this.role.addManagedPolicy(access);
    this.fn.addEnvironment(bucketEnv(name), bucket.bucketName);
    return this;
  }

  /**
   * Everything the function's declaration names (functions/bindings.ts), from what the stack offers: the one place
   * CDK reads the binding tables.
   */
  bind(declared: Bindings, world: BindingWorld): this {
    const missing = (what: string) => new Error(`${this.node.path} declares ${what}, which its stack does not offer`);
    for (const name of declared.buckets ?? []) {
      const bucket = world.buckets.find((b) => b.name === name);
      if (!bucket) throw missing(`bucket ${name}`);
      this.bindBucket(bucket);
    }
    for (const name of declared.queues ?? []) {
      const queue = world.queues.find((q) => q.entry.name === name);
      if (!queue) throw missing(`queue ${name}`);
      this.bindQueue(queue.queue, name);
    }
    for (const secret of declared.secrets ?? []) {
      if (secret === 'user-content') this.bindUserContent(world.userContent);
      else this.bindSecret(world.secrets[secret], SECRET_ARN_ENV[secret]);
    }
    if (declared.reporting === 'query') {
      if (!world.reporting) throw missing('report queries');
      // Athena reads the facts with the caller's own credentials (ReportingWarehouse.bind)
      if (!declared.buckets?.includes('files')) throw new Error(`${this.node.path} runs report queries without the files bucket they read`);
      world.reporting.bind(this);
    }
    if (declared.reporting === 'facts') {
      const files = world.buckets.find((b) => b.name === 'files');
      if (!files) throw missing('the facts of the files bucket');
      bindFactsWriter(this, files.bucket);
    }
    if (declared.push) {
      if (!world.push) throw missing('push');
      this.bindPush(world.push);
    }
    if (declared.userPool) this.bindUserPool(world.userPool.pool, world.userPool.client, declared.userPool);
    if (declared.mail) {
      if (!world.mail) throw missing('mail');
      this.bindMail(world.mail.from, world.mail.appUrl);
    }
    return this;
  }

  /**
   * A consumer's own queue: its URL (the back-off's ChangeMessageVisibility; the event source mapping grants the
   * consume calls) and sending to its dead-letter queue (functions/lib/sqs.ts queueConsumer).
   */
  bindOwnQueue(name: string, queue: IQueue, dlq: IQueue): this {
    this.fn.addEnvironment(queueUrlEnv(name), queue.queueUrl);
    return this.bindQueue(dlq, `${name}-dlq`);
  }

  /** Send to a queue; sets QUEUE_URL_<NAME> (functions/lib/queues.ts). */
  bindQueue(queue: IQueue, name: string): this {
    queue.grantSendMessages(this.fn);
    this.fn.addEnvironment(queueUrlEnv(name), queue.queueUrl);
    return this;
  }

  /** The given Cognito admin actions on the pool; sets USER_POOL_ID and USER_POOL_CLIENT_ID. */
  bindUserPool(pool: IUserPool, client: IUserPoolClient, actions: readonly string[]): this {
    if (actions.length > 0) pool.grant(this.fn, ...actions);
    this.fn.addEnvironment('USER_POOL_ID', pool.userPoolId);
    this.fn.addEnvironment('USER_POOL_CLIENT_ID', client.userPoolClientId);
    return this;
  }

  /** Send mail through SES from one verified identity (its domain); sets MAIL_FROM and APP_URL for mailed links. */
  bindMail(from: string, appUrl: string): this {
    const identity = from.split('@')[1];
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: identity })],
      }),
    );
    this.fn.addEnvironment('MAIL_FROM', from);
    this.fn.addEnvironment('APP_URL', appUrl);
    return this;
  }

  /**
   * Read a secret; sets the variable its ARN is read from (SECRETS_KEY_ARN: functions/lib/secrets.ts loads the key
   * at cold start; META_ACCESS_TOKEN_ARN, GOOGLE_ADS_CREDENTIALS_ARN: functions/ad-platforms).
   */
  bindSecret(secret: ISecret, arnEnv: string): this {
    secret.grantRead(this.fn);
    this.fn.addEnvironment(arnEnv, secret.secretArn);
    return this;
  }

  /**
   * Sign addresses on the user-content origin (functions/lib/user-content.ts): reads its key; sets
   * USER_CONTENT_ORIGIN and USER_CONTENT_KEY_ARN.
   */
  bindUserContent({ origin, key }: { origin: string; key: ISecret }): this {
    key.grantRead(this.fn);
    this.fn.addEnvironment('USER_CONTENT_ORIGIN', origin).addEnvironment('USER_CONTENT_KEY_ARN', key.secretArn);
    return this;
  }

  /** Push to browsers through the WebSocket stage's @connections endpoint; sets WS_ENDPOINT. */
  bindPush({ stage, access }: RealtimePush): this {
    this.role.addManagedPolicy(access);
    this.fn.addEnvironment('WS_ENDPOINT', stage.callbackUrl);
    return this;
  }
}
