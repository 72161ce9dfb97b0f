/**
 * Settings from the environment: the one place that reads it (lint forbids process.env elsewhere in functions/).
 * The CDK stacks and the local stack set the same names.
 */
import { SESSION_MAX_AGE_MS_DEFAULT } from '@shared/constants';
import { hostPortOf } from '@shared/domain/url-safety';

/** A setting without which the function cannot work: a clear error at first use. */
export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  get region() { return process.env.AWS_REGION ?? 'eu-central-1'; },
  get tableName() { return required('TABLE_NAME'); },
  get filesBucket() { return required('FILES_BUCKET'); },
  get userPoolId() { return required('USER_POOL_ID'); },
  get userPoolClientId() { return required('USER_POOL_CLIENT_ID'); },
  /** Issuer of the pool's tokens: Cognito's in AWS, cognito-local's in the embedded default. */
  get cognitoIssuer() { return process.env.COGNITO_ISSUER ?? `https://cognito-idp.${this.region}.amazonaws.com/${this.userPoolId}`; },
  /** The @connections endpoint of the WebSocket API. */
  get wsEndpoint() { return required('WS_ENDPOINT'); },
  get sessionMaxAgeMs() { return Number(process.env.SESSION_MAX_AGE_MS ?? SESSION_MAX_AGE_MS_DEFAULT); },
  /** `Secure` cookies everywhere but the embedded default, which serves plain http on 127.0.0.1. */
  get secureCookies() { return process.env.COOKIE_SECURE !== 'false'; },
  get buildVersion() { return process.env.BUILD_VERSION ?? 'dev'; },
  /**
   * Seconds before the first retry of a queue job whose failure may pass (doubled on each receive: sqs.ts
   * backoffSeconds). 10 everywhere but the test runs, which set 1 so a job's last try is not half a minute away.
   */
  get queueRetryBaseS() { return Number(process.env.QUEUE_RETRY_BASE_S ?? 10); },
  /**
   * Exact host:port pairs 'Link to URL' may fetch although they are not public: the e2e run's fixture server on
   * 127.0.0.1. Set only in the environment of `npm start` (README); no stack sets it, so AWS refuses every private host.
   */
  get linkFetchAllowedHosts(): ReadonlySet<string> {
    return new Set((process.env.LINK_FETCH_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean));
  },
  /**
   * The embedded default's own S3 (fauxqs): the one non-public endpoint a cloud storage may name, as its exact
   * host:port (functions/cloud-storage/storage-client.ts). Set only in the environment of `npm start` and the tests (a
   * local-only setting, README 'Parity'); no stack sets it, so AWS refuses every storage endpoint that is not public.
   */
  get embeddedS3Hosts(): ReadonlySet<string> {
    const endpoint = process.env.EMBEDDED_S3_ENDPOINT;
    if (!endpoint) return new Set();
    try {
      return new Set([hostPortOf(new URL(endpoint))]);
    } catch {
      return new Set();
    }
  },
  /** The site's address (mailed links, the federated sign-in callback). */
  get appUrl() { return (process.env.APP_URL ?? '').replace(/\/$/, ''); },
  /** The URL of a queue of functions/queues.ts (QUEUE_URL_<NAME>, set by CDK and the local stack). */
  queueUrl(envName: string) { return required(envName); },
  /** Running in Lambda (the renderer and video ports pick their binaries by it). */
  get inLambda() { return Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME); },
  /** A Chromium to render with instead of the world's own (Debian's /usr/bin/chromium, @sparticuz/chromium in Lambda). */
  get chromiumPath() { return process.env.CHROMIUM_PATH; },
  /** An ffmpeg to run instead of the world's own (Debian's locally, the npm static build in Lambda). */
  get ffmpegPath() { return process.env.FFMPEG_PATH; },
  /** A font for video text values instead of the bundled fallback (functions/video-render/fallback-font.ts). */
  get videoFontFile() { return process.env.VIDEO_FONT_FILE || undefined; },
  /** S3 through a local stand-in: path-style addressing. */
  get s3PathStyle() { return Boolean(process.env.AWS_ENDPOINT_URL_S3); },
  /** Where presigned URLs point when the browser reaches S3 at another address than the functions (embedded default). */
  get s3PublicEndpoint() { return process.env.S3_PUBLIC_ENDPOINT || undefined; },
  /** Write-only secrets: the key itself (embedded default) or the Secrets Manager secret it is derived from (AWS). */
  get secretsKey() { return process.env.SECRETS_KEY || undefined; },
  get secretsKeyArn() { return process.env.SECRETS_KEY_ARN || undefined; },
  /** The user-content origin (functions/lib/user-content.ts): its address and the key its addresses are signed with. */
  userContent: {
    /** e.g. https://dxxxx.cloudfront.net in AWS, http://localhost:3001 in the embedded default. */
    get origin() { return required('USER_CONTENT_ORIGIN').replace(/\/$/, ''); },
    /** The key itself (embedded default) or the Secrets Manager secret holding it (AWS). */
    get key() { return process.env.USER_CONTENT_KEY || undefined; },
    get keyArn() { return process.env.USER_CONTENT_KEY_ARN || undefined; },
  },
  mail: {
    /** Locally each message is a file in this folder instead of an SES send. */
    get outboxDir() { return process.env.MAIL_OUTBOX_DIR || undefined; },
    get from() { return process.env.MAIL_FROM || undefined; },
  },
  cognito: {
    get domain() { return process.env.COGNITO_DOMAIN || undefined; },
    /** cognito-local's hosted UI speaks plain http. */
    get domainHttp() { return process.env.COGNITO_DOMAIN_HTTP === 'true'; },
    /** The embedded default's hosted sign-in page (cognito-local) stands in for the company's identity provider. */
    get localHostedUi() { return process.env.SSO_LOCAL_HOSTED_UI === 'true'; },
    /** 'off' where the pool has no identity providers to register SSO configs with (cognito-local). */
    get idpRegistration() { return process.env.SSO_IDP_REGISTRATION !== 'off'; },
  },
  reporting: {
    /**
     * 'athena' in AWS, 'duckdb' (over local Parquet) in the embedded default. Required like any binding: a function
     * whose stack does not bind the report engine fails here in both worlds instead of reading no facts.
     */
    get engine() {
      const engine = required('REPORTING_ENGINE');
      if (engine !== 'athena' && engine !== 'duckdb') throw new Error(`REPORTING_ENGINE must be athena or duckdb, not ${engine}`);
      return engine;
    },
    get bucket() { return process.env.REPORTING_BUCKET || undefined; },
    get prefix() { return process.env.REPORTING_PREFIX || undefined; },
    get dir() { return process.env.REPORTING_DIR || undefined; },
    get athenaWorkGroup() { return required('ATHENA_WORKGROUP'); },
    get athenaDatabase() { return required('ATHENA_DATABASE'); },
    get athenaTable() { return required('ATHENA_TABLE'); },
  },
  /**
   * The ad platforms' read side (functions/ad-platforms): the real APIs (AWS), or the embedded simulator that
   * `npm start` and the tests run (AD_PLATFORMS=simulator, its address in AD_PLATFORMS_SIMULATOR_URL).
   */
  adPlatforms: {
    get mode() { return process.env.AD_PLATFORMS === 'simulator' ? ('simulator' as const) : ('real' as const); },
    get simulatorUrl() { return required('AD_PLATFORMS_SIMULATOR_URL').replace(/\/$/, ''); },
    /** The product's Meta system-user token: the value itself (embedded default) or its Secrets Manager secret (AWS). */
    get metaAccessToken() { return process.env.META_ACCESS_TOKEN || undefined; },
    get metaAccessTokenArn() { return process.env.META_ACCESS_TOKEN_ARN || undefined; },
    /** Google Ads API access of the product (JSON: clientId, clientSecret, developerToken, loginCustomerId?) in Secrets Manager. */
    get googleAdsCredentialsArn() { return process.env.GOOGLE_ADS_CREDENTIALS_ARN || undefined; },
  },
  /** Floodlight activities from Campaign Manager 360 (AWS) or the seeded ones (embedded default). */
  get floodlightSource() { return process.env.FLOODLIGHT_SOURCE === 'embedded' ? ('embedded' as const) : ('cm360' as const); },
};
