/** Settings from the environment, read once per container. The CDK stacks and the local stack set the same names. */
import { SESSION_MAX_AGE_MS_DEFAULT } from '../../shared/constants';

function required(name: string): string {
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
   * Exact host:port pairs 'Link to URL' may fetch although they are not public: the e2e run's fixture server on
   * 127.0.0.1. Set only in the environment of `npm start` (README); no stack sets it, so AWS refuses every private host.
   */
  get linkFetchAllowedHosts(): ReadonlySet<string> {
    return new Set((process.env.LINK_FETCH_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean));
  },
};
