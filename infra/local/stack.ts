/**
 * The whole product on one machine: the stand-ins, the resources from the shared definitions, the environment the
 * handlers read (the same names the CDK stacks set), the gateway and the queue pollers. Used by `npm start`,
 * the functions tests, the e2e tests and the bench.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queueUrlEnv } from '@functions/queues';
import { newSecretsKey } from '@functions/lib/secrets';
import { startStandIns, type Emulator } from './emulators';
import { GATEWAY_HOST, startGateway, type GatewayOptions } from './gateway';
import { consumerEntry, startPollers } from './pollers';
import { accessKeyOf, LOCAL_ONLY_SETTINGS, LOCAL_WS_API_ID, startParity, type Parity, type ParityOptions } from './parity';
import { manifestInputsHash, type ParityManifest } from './parity/manifest';
import { sourcesHash } from '@infra/constructs/sources-hash';
import { startAttachmentSweepTimer, startFeedTimer, startUploadExpiryTimer } from './schedule-timers';
import { otherLoopbackHost, startUserContentServer } from './user-content-server';
import { ensureResources, LOCAL_REGION, localName, type UserPoolIds } from './resources';
import { DEMO_PASSWORD_DEFAULT } from './seed-accounts';
import { enableLocalHostedUi } from './sso-try-out';
import { SIM_META_TOKEN } from './ad-platforms-simulator/accounts';
import { startAdPlatformsSimulator } from './ad-platforms-simulator/server';

export interface LocalStackOptions {
  port: number;
  /** Where data lives across restarts; without it everything is in memory and gone at stop. */
  dataDir?: string;
  siteDir: string;
  seed?: boolean;
  demoPassword?: string;
  /** Environment the handlers see on top of the stack's own (SESSION_MAX_AGE_MS, BUILD_VERSION, ...). */
  env?: Record<string, string>;
  extraRoutes?: GatewayOptions['extraRoutes'];
  /** The user-content origin's port (0: chosen by the system) and host name (by default the other loopback name than the app's). */
  userContentPort?: number;
  userContentHost?: string;
  /** The embedded ad platforms' port (0 or unset: chosen by the system). */
  adPlatformsPort?: number;
  /**
   * 'isolated' (default): each function of the synthesized stage in its own worker with its template's environment,
   * its AWS calls checked against its synthesized IAM policy (infra/local/parity). 'in-process': the sources imported
   * into this process with its whole environment (the functions tests, which call handlers directly beside it).
   */
  functions?: 'isolated' | 'in-process';
  /** The stage the isolated functions come from (default: today's sources); tests pass a changed one. */
  manifest?: ParityManifest;
  /** The stand-ins already starting (startStandIns with this dataDir; `npm start` starts them first). */
  standIns?: ReturnType<typeof startStandIns>;
  /** Told each start phase and how long it took (`npm start` prints them). */
  onPhase?: (name: string, ms: number) => void;
}

const POLLERS_STOP_MS = 10_000;

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * What the seed depends on: its own files and samples (infra/local, docs/templates/samples), the code it writes with
 * (the parity manifest's inputs: functions, shared, infra, the lockfile; hashed once per process), the password, and
 * the day: the seed places its facts and flights relative to today, so the first start of a day seeds again.
 */
function seedInputsHash(password: string): string {
  return createHash('sha256')
    .update(manifestInputsHash())
    .update(sourcesHash(ROOT, ['infra/local', 'docs/templates/samples'], ['infra/local/parity']))
    .update(password)
    .update(process.env.SEED_REPORT_ROWS ?? '')
    .update(new Date().toISOString().slice(0, 10))
    .digest('hex')
    .slice(0, 16);
}

export interface LocalStack {
  url: string;
  env: Record<string, string>;
  /** The user-content origin, e.g. http://localhost:3001 (infra/local/user-content-server.ts). */
  userContentUrl: string;
  /** The embedded ad platforms (infra/local/ad-platforms-simulator), e.g. http://127.0.0.1:3002. */
  adPlatformsUrl: string;
  /** DynamoDB Local's current process, for the fault bench (bench/faults.ts) and the supervision test. */
  readonly storePid?: number;
  /** The isolated functions and their IAM gate ('isolated' only). */
  parity?: Parity;
  stop(): Promise<void>;
}

/**
 * What the isolated functions need of the stack (infra/local/parity), from the stack's environment: the stand-ins
 * behind the IAM gate, the local resources' names, the local addresses and the secrets' values.
 */
export function parityOptions(env: Record<string, string>, manifest?: ParityManifest): ParityOptions {
  const queueUrl = (name: string) => env[queueUrlEnv(name)];
  return {
    manifest,
    region: env.AWS_REGION,
    upstreams: { dynamodb: env.AWS_ENDPOINT_URL_DYNAMODB, s3: env.AWS_ENDPOINT_URL_S3, sqs: env.AWS_ENDPOINT_URL_SQS, 'cognito-idp': env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER },
    local: (gateUrl) => ({
      region: env.AWS_REGION,
      tableName: env.TABLE_NAME,
      bucketName: localName,
      // the functions' queue URLs name the gate, so their SQS calls pass it (the SDK sends to the queue's URL)
      queueUrl: (name) => `${gateUrl}${new URL(queueUrl(name)).pathname}`,
      queueName: localName,
      secretArn: (name) => `arn:aws:secretsmanager:${env.AWS_REGION}:000000000000:secret:${localName(name)}`,
      userPoolId: env.USER_POOL_ID,
      userPoolClientId: env.USER_POOL_CLIENT_ID,
      webSocketApiId: LOCAL_WS_API_ID,
    }),
    operatorKey: env.AWS_ACCESS_KEY_ID,
    settings: {
      region: env.AWS_REGION,
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
      appUrl: env.APP_URL,
      wsEndpoint: env.WS_ENDPOINT,
      userContentOrigin: env.USER_CONTENT_ORIGIN,
      s3PublicEndpoint: env.S3_PUBLIC_ENDPOINT,
      reportingDir: env.REPORTING_DIR,
      mailOutboxDir: env.MAIL_OUTBOX_DIR,
      cognitoIssuer: env.COGNITO_ISSUER,
      hostedUi: Object.fromEntries(['COGNITO_DOMAIN', 'COGNITO_DOMAIN_HTTP', 'SSO_LOCAL_HOSTED_UI'].filter((k) => env[k]).map((k) => [k, env[k]])),
      adPlatformsUrl: env.AD_PLATFORMS_SIMULATOR_URL,
      secrets: { 'secrets-key': env.SECRETS_KEY, 'user-content-key': env.USER_CONTENT_KEY, 'meta-access-token': env.META_ACCESS_TOKEN, 'google-ads-credentials': '{}' },
      overrides: Object.fromEntries(['BUILD_VERSION', 'SESSION_MAX_AGE_MS'].filter((k) => env[k]).map((k) => [k, env[k]])),
      localOnly: Object.fromEntries(LOCAL_ONLY_SETTINGS.filter((k) => env[k] ?? process.env[k]).map((k) => [k, env[k] ?? process.env[k]!])),
    },
  };
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dataDir = options.dataDir;
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    options.onPhase?.(name, now - phaseStart);
    phaseStart = now;
  };
  const scratch = dataDir ? undefined : mkdtempSync(join(tmpdir(), 'marquee-'));
  const emulators: Emulator[] = [];
  const closers: (() => Promise<void>)[] = [];
  try {
    // Meta, DV360, Campaign Manager 360 and Google Ads as the ad-platforms domain's clients see them (never deployed),
    // started while the stand-ins start.
    const simulator = startAdPlatformsSimulator({ port: options.adPlatformsPort ?? 0 });
    const started = await (options.standIns ?? startStandIns(dataDir, scratch!));
    for (const s of started) if (s.status === 'fulfilled') emulators.push(s.value);
    const adPlatforms = await simulator;
    closers.push(() => adPlatforms.close());
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [dynamodb, fauxqs, cognito] = emulators;
    phase('stand-ins (DynamoDB Local, fauxqs, cognito-local) and the ad platforms');

    const stateFile = join(dataDir ?? scratch!, 'local-stack.json');
    const saved: { userPool?: UserPoolIds; secretsKey?: string; signingSecret?: string; userContentKey?: string; seeded?: string } = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : {};
    const endpoints = { dynamodb: dynamodb.endpoint, fauxqs: fauxqs.endpoint, cognito: cognito.endpoint };
    const resources = await ensureResources(endpoints, saved.userPool);
    // A stand-in the supervisor started again (emulators.ts) comes back on the same port with its data folder; one
    // run in memory (tests) comes back empty, so the tables, bucket and queues are made again (the rows are gone).
    for (const e of [dynamodb, fauxqs]) e.onRestart(async () => void (await ensureResources(endpoints, resources.userPool)));
    // the key of the stored secrets is made once and kept with the data it encrypts
    const secretsKey = saved.secretsKey ?? newSecretsKey();
    // The stand-ins accept any credentials, but the /s3 pass-through checks presigned URLs against this secret, so it
    // is this data's own (a well-known one would let anyone sign); kept, so URLs handed out survive a restart.
    const signingSecret = saved.signingSecret ?? randomBytes(30).toString('base64url');
    // The user-content origin's addresses are signed with this one (functions/lib/user-content.ts), kept likewise.
    const userContentKey = saved.userContentKey ?? randomBytes(32).toString('base64url');
    writeFileSync(stateFile, JSON.stringify({ ...saved, userPool: resources.userPool, secretsKey, signingSecret, userContentKey }, null, 2), { mode: 0o600 });
    phase('resources (tables, bucket, queues, user pool)');

    const env: Record<string, string> = {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: signingSecret,
      AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
      AWS_ENDPOINT_URL_S3: fauxqs.endpoint,
      // the one non-public endpoint a cloud storage may name, in this embedded default only (functions/lib/config.ts)
      EMBEDDED_S3_ENDPOINT: fauxqs.endpoint,
      AWS_ENDPOINT_URL_SQS: fauxqs.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      TABLE_NAME: resources.tableName,
      FILES_BUCKET: resources.filesBucket,
      USER_POOL_ID: resources.userPool.userPoolId,
      USER_POOL_CLIENT_ID: resources.userPool.clientId,
      COGNITO_ISSUER: `${cognito.endpoint}/${resources.userPool.userPoolId}`,
      COOKIE_SECURE: 'false',
      // The mail port's embedded adapter: each message a JSON file here, its link printed (functions/lib/mail.ts).
      MAIL_OUTBOX_DIR: join(dataDir ?? scratch!, 'outbox'),
      SECRETS_KEY: secretsKey,
      USER_CONTENT_KEY: userContentKey,
      // cognito-local has no identity providers: SSO configs are stored but not registered (functions/sso-configs/identity-provider.ts)
      SSO_IDP_REGISTRATION: 'off',
      // Reporting facts: Parquet under <REPORTING_DIR>/performance/date=YYYY-MM-DD/, read by DuckDB (Athena's stand-in).
      REPORTING_ENGINE: 'duckdb',
      REPORTING_DIR: join(dataDir ?? scratch!, 'reporting'),
      // The ad server's floodlight activities: seeded ones from the app table, not Campaign Manager 360 (functions/custom-conversions/floodlight).
      FLOODLIGHT_SOURCE: 'embedded',
      // The ad platforms' clients talk to the embedded simulator; Meta's system-user token is the simulator's.
      AD_PLATFORMS: 'simulator',
      AD_PLATFORMS_SIMULATOR_URL: adPlatforms.url,
      META_ACCESS_TOKEN: SIM_META_TOKEN,
      ...Object.fromEntries(Object.entries(resources.queueUrls).map(([name, url]) => [queueUrlEnv(name), url])),
      ...options.env,
    };
    // This process's own environment: the seed and the tools here, and the functions when run 'in-process'; isolated
    // functions get their templates' instead (infra/local/parity).
    Object.assign(process.env, env);
    // A warm start (the data and the code the seed runs unchanged since the last seed) skips the seed: its 'ensure'
    // reads cost seconds on 2 cores. The reporting facts keep their own marker (a stop while writing them leaves none).
    const seedStamp = options.seed && dataDir ? seedInputsHash(options.demoPassword ?? DEMO_PASSWORD_DEFAULT) : undefined;
    const factsDone = Number(env.SEED_REPORT_ROWS ?? process.env.SEED_REPORT_ROWS ?? 1) === 0 || existsSync(join(env.REPORTING_DIR, 'seed.json'));
    const seedUnchanged = Boolean(seedStamp && saved.seeded === seedStamp && factsDone);
    if (options.seed && !seedUnchanged) {
      // imported only to seed: its modules (most domains' repositories) cost seconds of a warm start
      const { seed } = await import('./seed');
      await seed(options.demoPassword ?? DEMO_PASSWORD_DEFAULT);
      if (seedStamp) writeFileSync(stateFile, JSON.stringify({ ...JSON.parse(readFileSync(stateFile, 'utf8')), seeded: seedStamp }, null, 2), { mode: 0o600 });
    }
    phase(seedUnchanged ? 'seed (unchanged since the last start: skipped)' : 'seed');

    // Uploaded and rendered HTML is served from a second listener on another host name (user-content-server.ts).
    let appOrigin = '';
    const userContentHost = options.userContentHost ?? otherLoopbackHost(GATEWAY_HOST);
    // the same host name would hand the app's cookies to every uploaded page (cookies are scoped by host, not port)
    if (userContentHost === GATEWAY_HOST) throw new Error(`USER_CONTENT_HOST must be another host name than the app's (${GATEWAY_HOST}), e.g. localhost`);
    const userContent = await startUserContentServer({
      port: options.userContentPort ?? 0,
      host: userContentHost,
      key: userContentKey,
      s3Endpoint: fauxqs.endpoint,
      bucket: resources.filesBucket,
      appOrigin: () => appOrigin,
    });
    closers.push(() => userContent.close());
    process.env.USER_CONTENT_ORIGIN = env.USER_CONTENT_ORIGIN = userContent.url;
    // Isolated functions start once the gateway's address is known (their WS_ENDPOINT and APP_URL); the gateway
    // waits for them before its first request.
    const isolated = (options.functions ?? 'isolated') === 'isolated';
    let parity: Parity | undefined;
    let parityReady: (p: Parity) => void = () => undefined;
    const parityStarted = new Promise<Parity>((resolve) => (parityReady = resolve));
    const invoke = (key: string) => async (event: unknown) => (await parityStarted).pool.invoke(key, event);
    const functions: GatewayOptions['functions'] = isolated
      ? {
          domain: (domain) => invoke(`functions/${domain}/index.ts#handler`),
          coldStart: async (domain) => (await parityStarted).pool.started(`functions/${domain}/index.ts#handler`),
          ws: { connect: invoke('functions/realtime/index.ts#connect'), disconnect: invoke('functions/realtime/index.ts#disconnect'), defaultRoute: invoke('functions/realtime/index.ts#defaultRoute') },
          authorizeConnections: async (req, id) => (await parityStarted).authorizeConnections(req, id),
          s3: { endpoint: '', knows: () => false },
        }
      : undefined;
    // cognito-local's hosted sign-in page receives the SSO try-out's form (infra/local/sso-try-out.ts)
    const gateway = await startGateway({
      functions,
      port: options.port,
      siteDir: options.siteDir,
      extraRoutes: options.extraRoutes,
      signInOrigins: [cognito.endpoint],
      userContentOrigins: [userContent.url],
      adPreviewOrigins: [adPlatforms.url],
    });
    appOrigin = gateway.url;
    process.env.WS_ENDPOINT = env.WS_ENDPOINT = gateway.url;
    // Browsers reach the files bucket through the gateway's /s3 pass-through: presigned URLs are signed for it.
    process.env.S3_PUBLIC_ENDPOINT = env.S3_PUBLIC_ENDPOINT = `${gateway.url}/s3`;
    // Links in mails point at the site; the gateway's address is known only once it listens.
    process.env.APP_URL = env.APP_URL = options.env?.APP_URL ?? gateway.url;
    // SSO try-out: cognito-local's sign-in page stands in for the hosted UI and the identity provider (infra/local/sso-try-out.ts)
    Object.assign(env, await enableLocalHostedUi(cognito.endpoint, resources.userPool, env.APP_URL));
    Object.assign(process.env, env);
    phase('user content and gateway');
    if (isolated) {
      parity = await startParity(parityOptions(env, options.manifest));
      const keys = new Set(parity.manifest.functions.map(accessKeyOf));
      functions!.s3 = { endpoint: parity.gate.url, knows: (id) => id === env.AWS_ACCESS_KEY_ID || keys.has(id) };
      for (const [fn, names] of Object.entries(parity.withheld)) console.warn(`[iam] ${fn} may not read ${names.join(', ')}: not given, as AWS would refuse GetSecretValue`);
      parityReady(parity);
      closers.push(() => parity!.close());
    }
    const run = (key: string) => parity!.pool.invoke(key, {});
    const stopPollers = await startPollers(fauxqs.endpoint, resources.queueUrls, parity ? (entry) => (event) => parity!.pool.invoke(`${consumerEntry(entry)}#handler`, event) as never : undefined);
    phase(isolated ? 'isolated functions (parity)' : 'functions');
    const stopTimers = parity
      ? [startFeedTimer((entry) => run(`${entry}#handler`)), startAttachmentSweepTimer((entry) => run(`${entry}#handler`)), startUploadExpiryTimer((entry) => run(`${entry}#handler`))]
      : [startFeedTimer(), startAttachmentSweepTimer(), startUploadExpiryTimer()];

    return {
      url: gateway.url,
      env,
      userContentUrl: userContent.url,
      adPlatformsUrl: adPlatforms.url,
      get storePid() {
        return dynamodb.pid;
      },
      parity,
      // In order: the gateway drains (requests in flight finish), then the pollers end their batch (bounded: an
      // unfinished message is received again after a restart), then the stand-ins, the store last.
      async stop() {
        await gateway.close();
        await userContent.close();
        await adPlatforms.close();
        await Promise.race([Promise.all(stopTimers.map((stop) => stop())), new Promise((r) => setTimeout(r, POLLERS_STOP_MS))]);
        await Promise.race([stopPollers(), new Promise((r) => setTimeout(r, POLLERS_STOP_MS))]);
        // The consumers' warm browsers (template renders, PDF pages) end with them.
        // (imported here: at start the renderer's modules cost seconds; isolated functions close their own)
        const { closePdfRenderer, renderer } = await import('@functions/lib/renderer');
        await Promise.all([renderer().close(), closePdfRenderer(), parity?.close()]);
        for (const e of [cognito, fauxqs, dynamodb]) await e.stop();
        if (scratch) rmSync(scratch, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await Promise.all([...emulators.map((e) => e.stop()), ...closers.map((close) => close())]);
    throw err;
  }
}
