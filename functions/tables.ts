import { PASSWORD_MIN_LENGTH } from '@shared/constants';

/**
 * THE table definitions (keys, indexes, TTL) and the files bucket, read by the CDK data stack and by the local stack.
 * ElectroDB entities in the repositories map their access patterns onto these index names.
 */
export interface TableDefinition {
  /** Logical name; the physical name comes from the environment (TABLE_NAME). */
  name: string;
  partitionKey: string;
  sortKey: string;
  indexes: { name: string; partitionKey: string; sortKey: string }[];
  ttlAttribute: string;
}

export const APP_TABLE: TableDefinition = {
  name: 'app',
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  ttlAttribute: 'expiresAt',
};

export const TABLES: readonly TableDefinition[] = [APP_TABLE];

/** Buckets by logical name; the physical name comes from the environment (FILES_BUCKET). */
export const BUCKETS = ['files'] as const;

/** The user pool: Cognito holds only passwords; roles and partners live in the app table. */
export const USER_POOL = {
  name: 'users',
  passwordPolicy: { minLength: PASSWORD_MIN_LENGTH, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: false },
  /** The API checks passwords server-side (backend-for-frontend); tokens never reach the browser. */
  clientAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] as const,
};
