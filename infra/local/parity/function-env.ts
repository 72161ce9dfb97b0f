/**
 * The environment each function runs with in the embedded default: the variables its synthesized template sets,
 * resolved to the local resources (resolve.ts), and nothing of the process's own. Where a stand-in works differently
 * from the AWS service, the variable is mapped (below, one rule each); the stand-ins' addresses and the runtime's own
 * variables are added to every function, as Lambda adds its runtime's. A function reading a setting its stack does
 * not set fails here as it would in AWS.
 */
import type { FunctionManifest } from './manifest';
import type { Resolve } from './resolve';
import { evaluate, type Principal } from './iam-evaluate';

export interface LocalSettings {
  region: string;
  /** The IAM gate (iam-gate.ts): every AWS endpoint of the functions. */
  gateUrl: string;
  /** The shared secret all functions sign with; the access key id names the function. */
  secretAccessKey: string;
  appUrl: string;
  wsEndpoint: string;
  userContentOrigin: string;
  s3PublicEndpoint: string;
  reportingDir: string;
  mailOutboxDir: string;
  cognitoIssuer: string;
  /** The hosted sign-in page's settings (infra/local/sso-try-out.ts), given where the template sets COGNITO_DOMAIN. */
  hostedUi: Record<string, string>;
  adPlatformsUrl: string;
  /** The values of the stage's secrets (by their names in manifest resources). */
  secrets: Record<string, string>;
  /** Values given for template variables (BUILD_VERSION, SESSION_MAX_AGE_MS): only where the template sets the name. */
  overrides: Record<string, string>;
  /** The embedded default's own knobs no stack sets (QUEUE_RETRY_BASE_S, LINK_FETCH_ALLOWED_HOSTS, CHROMIUM_PATH, ...). */
  localOnly: Record<string, string>;
}

/** The knobs of the embedded default that every function may see although no stack sets them (README: parity). */
export const LOCAL_ONLY_SETTINGS = ['QUEUE_RETRY_BASE_S', 'LINK_FETCH_ALLOWED_HOSTS', 'EMBEDDED_S3_ENDPOINT', 'CHROMIUM_PATH', 'FFMPEG_PATH', 'VIDEO_FONT_FILE'] as const;

/** What the Lambda runtime (or the machine) gives every function: PATH, HOME for Chromium's profile, the time zone and locale. */
const RUNTIME = ['PATH', 'HOME', 'TMPDIR', 'LANG'] as const;

/**
 * A secret the code reads by ARN in AWS gets its value directly here (the stand-ins have no Secrets Manager), only
 * when the function's policy lets it read that secret; otherwise neither is set and the function fails as it would.
 */
const SECRET_VALUES: Record<string, string> = {
  SECRETS_KEY_ARN: 'SECRETS_KEY',
  USER_CONTENT_KEY_ARN: 'USER_CONTENT_KEY',
  META_ACCESS_TOKEN_ARN: 'META_ACCESS_TOKEN',
};

export interface FunctionEnvironment {
  env: Record<string, string>;
  /** Secrets the template names but the policy does not let the function read (said once at start). */
  withheld: string[];
}

export async function functionEnvironment(fn: FunctionManifest, resolve: Resolve, principal: Principal, accessKeyId: string, local: LocalSettings): Promise<FunctionEnvironment> {
  const template = Object.fromEntries(Object.entries(resolve(fn.stack, fn.environment) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  const env: Record<string, string> = {};
  const withheld: string[] = [];
  for (const [name, value] of Object.entries(template)) {
    const secretVar = SECRET_VALUES[name];
    if (secretVar) {
      const secretName = Object.keys(local.secrets).find((n) => value.includes(`marquee-local-${n}`));
      const allowed = secretName && (await evaluate(principal, 'secretsmanager:GetSecretValue', value)) === 'Allowed';
      if (allowed) env[secretVar] = local.secrets[secretName];
      else withheld.push(name);
      continue;
    }
    env[name] = local.overrides[name] ?? value;
  }
  const has = (name: string) => name in template;
  // the addresses AWS gives these are the local servers'
  if (has('WS_ENDPOINT')) env.WS_ENDPOINT = local.wsEndpoint;
  if (has('USER_CONTENT_ORIGIN')) env.USER_CONTENT_ORIGIN = local.userContentOrigin;
  if (has('APP_URL')) env.APP_URL = local.overrides.APP_URL ?? local.appUrl;
  if (has('COGNITO_DOMAIN')) Object.assign(env, local.hostedUi);
  if (has('USER_POOL_ID')) Object.assign(env, { COGNITO_ISSUER: local.cognitoIssuer, SSO_IDP_REGISTRATION: 'off' });
  // Athena's stand-in is DuckDB over the same Parquet layout on local disk
  if (has('REPORTING_ENGINE')) Object.assign(env, { REPORTING_ENGINE: 'duckdb', REPORTING_DIR: local.reportingDir });
  // ... and the facts the warehouse reads from the files bucket in AWS are written there
  if (has('REPORTING_BUCKET')) {
    delete env.REPORTING_BUCKET;
    env.REPORTING_DIR = local.reportingDir;
  }
  // SES's stand-in is a folder of mails
  if (has('MAIL_FROM')) env.MAIL_OUTBOX_DIR = local.mailOutboxDir;
  if (Object.keys(template).some((n) => n.endsWith('_BUCKET'))) env.S3_PUBLIC_ENDPOINT = local.s3PublicEndpoint;

  for (const name of RUNTIME) if (process.env[name]) env[name] = process.env[name]!;
  Object.assign(env, local.localOnly, {
    AWS_REGION: local.region,
    AWS_DEFAULT_REGION: local.region,
    AWS_ACCESS_KEY_ID: accessKeyId,
    AWS_SECRET_ACCESS_KEY: local.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: local.gateUrl,
    AWS_ENDPOINT_URL_S3: local.gateUrl,
    AWS_ENDPOINT_URL_SQS: local.gateUrl,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: local.gateUrl,
    COOKIE_SECURE: 'false',
    // the ad platforms' stand-in (their real APIs are on the internet in AWS)
    AD_PLATFORMS: 'simulator',
    AD_PLATFORMS_SIMULATOR_URL: local.adPlatformsUrl,
    FLOODLIGHT_SOURCE: 'embedded',
  });
  return { env, withheld };
}
