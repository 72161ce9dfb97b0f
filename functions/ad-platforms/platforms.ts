/**
 * Which implementation answers: the real platforms (AWS), or the embedded simulator (`npm start`, the tests:
 * AD_PLATFORMS=simulator). Either way the same client libraries run; only their base address (and, for Google Ads,
 * the token exchange) differs. Made once per container.
 */
import { config } from '@functions/lib/config';
import { cm360Client, type Cm360Port } from './cm360';
import { dv360Client, type Dv360Port } from './dv360';
import { googleAdsClient, type GoogleAdsAppCredentials, type GoogleAdsPort } from './google-ads';
import { metaAccessToken, metaClient, type MetaPort } from './meta';
import { notConfigured } from './platform-errors';

export interface AdPlatforms {
  meta: MetaPort;
  dv360: Dv360Port;
  cm360: Cm360Port;
  googleAds: GoogleAdsPort;
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

let platforms: AdPlatforms | undefined;

export function adPlatforms(): AdPlatforms {
  if (platforms) return platforms;
  if (config.adPlatforms.mode === 'simulator') {
    const url = config.adPlatforms.simulatorUrl;
    platforms = {
      meta: metaClient(metaAccessToken, `${url}/meta`),
      dv360: dv360Client(url),
      cm360: cm360Client(url),
      googleAds: googleAdsClient(async () => SIMULATED_GOOGLE_ADS_APP, url),
    };
  } else {
    let appCredentials: Promise<GoogleAdsAppCredentials> | undefined;
    platforms = {
      meta: metaClient(metaAccessToken),
      dv360: dv360Client(),
      cm360: cm360Client(),
      googleAds: googleAdsClient(() => (appCredentials ??= googleAdsAppCredentials())),
    };
  }
  return platforms;
}
