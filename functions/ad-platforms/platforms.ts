/**
 * Which implementation answers: the real platforms (AWS), or the embedded simulator (`npm start`, the tests:
 * AD_PLATFORMS=simulator). Either way the same client libraries run; only their base address (and, for Google Ads,
 * the token exchange) differs. One factory per port, each made once per container, so a domain that uses one port
 * (assemblies: Meta) bundles only that port's library (google-ads-api alone is 20 MiB of protos).
 */
import { config } from '@functions/lib/config';
import { cm360Client, type Cm360Port } from './cm360';
import { dv360Client, type Dv360Port } from './dv360';
import { googleAdsClient, type GoogleAdsAppCredentials, type GoogleAdsPort } from './google-ads';
import { metaAccessToken, metaClient, type MetaPort } from './meta';
import { googleOptions } from './google-client';
import type { SealedToken } from './node-settings';
import { notConfigured } from './platform-errors';

const simulator = () => (config.adPlatforms.mode === 'simulator' ? config.adPlatforms.simulatorUrl : undefined);
/** The embedded simulator's address when the platforms are simulated (publishing adapters point their clients at it). */
export const simulatorUrl = simulator;

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** The simulator's Google Ads app credentials: it checks the node's refresh token only. */
const SIMULATED_GOOGLE_ADS_APP: GoogleAdsAppCredentials = { clientId: 'simulator', clientSecret: 'simulator', developerToken: 'simulator' };

async function googleAdsAppCredentials(): Promise<GoogleAdsAppCredentials> {
  const arn = config.adPlatforms.googleAdsCredentialsArn;
  if (!arn) throw notConfigured('Google Ads API access (GOOGLE_ADS_CREDENTIALS_ARN)');
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  return JSON.parse(SecretString ?? '{}') as GoogleAdsAppCredentials;
}

export const metaPort = /* @__PURE__ */ once<MetaPort>(() => {
  const url = simulator();
  return metaClient(metaAccessToken, url && `${url}/meta`);
});
export const dv360Port = /* @__PURE__ */ once<Dv360Port>(() => dv360Client(simulator()));
export const cm360Port = /* @__PURE__ */ once<Cm360Port>(() => cm360Client(simulator()));
export const googleAdsPort = /* @__PURE__ */ once<GoogleAdsPort>(() => {
  const url = simulator();
  if (url) return googleAdsClient(async () => SIMULATED_GOOGLE_ADS_APP, url);
  let credentials: Promise<GoogleAdsAppCredentials> | undefined;
  return googleAdsClient(() => {
    credentials ??= googleAdsAppCredentials();
    credentials.catch(() => (credentials = undefined));
    return credentials;
  });
});

/** The options of a googleapis API object for a write (publishing): the node's token, the simulator's address when it answers. */
export const googleApiOptions = (token: SealedToken) => googleOptions(token, simulator());
