/**
 * What one function uses besides the app table: THE shape of the binding tables (DOMAIN_RESOURCES in domains.ts for
 * the API domains, functions/consumer-bindings.ts for the queue consumers, the scheduled and the realtime functions).
 * Data only. CDK grants each function exactly its declaration and sets the environment variables its code reads
 * (AppFunction.bind); tests/infra/domain-resources.test.ts bundles every function and fails when its code uses
 * something its declaration leaves out.
 */
import type { QueueName } from './queues';
import type { BUCKETS } from './tables';

/**
 * Secrets Manager secrets a function reads, each named by the variable that carries its ARN:
 * 'secrets-key' SECRETS_KEY_ARN (functions/lib/secrets.ts: stored publishing tokens, cloud storage keys),
 * 'meta-access-token' META_ACCESS_TOKEN_ARN and 'google-ads-credentials' GOOGLE_ADS_CREDENTIALS_ARN (the product's
 * ad platform access, functions/ad-platforms), 'user-content' USER_CONTENT_KEY_ARN with USER_CONTENT_ORIGIN
 * (functions/lib/user-content.ts signs addresses on the user-content origin).
 */
export type SecretName = 'secrets-key' | 'meta-access-token' | 'google-ads-credentials' | 'user-content';

export interface Bindings {
  /** Object access; sets `<NAME>_BUCKET`. */
  buckets?: readonly (typeof BUCKETS)[number][];
  /** Queues it sends to (SendMessage); sets QUEUE_URL_<NAME> of each. A consumer's own queue and DLQ come with it. */
  queues?: readonly QueueName[];
  secrets?: readonly SecretName[];
  /**
   * 'query': runs report queries (Athena and the Glue catalogue; REPORTING_ENGINE and the ATHENA_* names);
   * 'facts': writes the Parquet facts the queries read (REPORTING_BUCKET, REPORTING_PREFIX).
   */
  reporting?: 'query' | 'facts';
  /** Posts to and closes browsers' connections through the WebSocket stage's @connections endpoint (WS_ENDPOINT). */
  push?: boolean;
  /** Cognito admin actions on the user pool (none: reads USER_POOL_ID and USER_POOL_CLIENT_ID only). */
  userPool?: readonly string[];
  /** Sends mail through SES (MAIL_FROM, APP_URL for the links). */
  mail?: boolean;
}
