/**
 * The IAM gate of the embedded default (infra/local/parity) knows every AWS call the functions make: each SDK
 * command imported in functions/ maps to IAM actions in infra/local/parity/iam-actions.ts, or is named below as
 * a call that does not reach the gate, with the reason.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '@infra/constructs/app-function';
import { IAM_ACTIONS } from '@infra/local/parity/iam-actions';

/** The signing service of each client package the functions use. */
const SERVICES: Record<string, string> = {
  '@aws-sdk/client-dynamodb': 'dynamodb',
  '@aws-sdk/lib-dynamodb': 'dynamodb',
  '@aws-sdk/client-s3': 's3',
  '@aws-sdk/client-sqs': 'sqs',
  '@aws-sdk/client-cognito-identity-provider': 'cognito-idp',
  '@aws-sdk/client-apigatewaymanagementapi': 'execute-api',
};

/** Clients with no stand-in behind the gate, and how their permission is checked instead. */
const NOT_GATED: Record<string, string> = {
  '@aws-sdk/client-athena': 'DuckDB stands in for Athena; the functions that query get REPORTING_ENGINE only from a stack that binds the warehouse (tests/functions/parity.test.ts)',
  '@aws-sdk/client-sesv2': 'mail goes to the outbox folder; MAIL_FROM is given only where the stack grants ses:SendEmail',
  '@aws-sdk/client-secrets-manager': "a secret's value is given at start only when the function's policy allows secretsmanager:GetSecretValue on it (function-env.ts)",
};

/** The document client's commands are DynamoDB operations of other names. */
const DOCUMENT_OPERATIONS: Record<string, string> = {
  Get: 'GetItem', Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', Query: 'Query', Scan: 'Scan',
  BatchGet: 'BatchGetItem', BatchWrite: 'BatchWriteItem', TransactWrite: 'TransactWriteItems', TransactGet: 'TransactGetItems',
};

/** What libraries send on the functions' behalf: ElectroDB (every document-client operation) and lib-storage's Upload. */
const LIBRARY_OPERATIONS = [
  ...Object.values(DOCUMENT_OPERATIONS).map((op) => `dynamodb:${op}`),
  's3:CreateMultipartUpload', 's3:UploadPart', 's3:CompleteMultipartUpload', 's3:AbortMultipartUpload', 's3:PutObject',
];

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });

function commandsUsed(): { operation: string; file: string }[] {
  const out: { operation: string; file: string }[] = [];
  const imports = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(@aws-sdk\/[^']+)'|const\s*\{([^}]*)\}\s*=\s*await\s+import\('(@aws-sdk\/[^']+)'\)/g;
  for (const file of sources(join(REPO_ROOT, 'functions'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(imports)) {
      const names = (m[1] ?? m[3]).split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter((n) => n.endsWith('Command'));
      const pkg = m[2] ?? m[4];
      for (const name of names) {
        if (NOT_GATED[pkg]) continue;
        const service = SERVICES[pkg];
        if (!service) throw new Error(`${file} uses ${pkg}: name its signing service in SERVICES or its check in NOT_GATED`);
        const bare = name.replace(/Command$/, '');
        out.push({ operation: `${service}:${pkg === '@aws-sdk/lib-dynamodb' ? DOCUMENT_OPERATIONS[bare] ?? bare : bare}`, file });
      }
    }
  }
  return out;
}

describe('the IAM gate of the embedded default', () => {
  it('maps every AWS command the functions use to IAM actions', () => {
    const used = commandsUsed();
    expect(used.length).toBeGreaterThan(20);
    const missing = used.filter((u) => !IAM_ACTIONS[u.operation]).map((u) => `${u.operation} (${u.file.slice(REPO_ROOT.length + 1)})`);
    expect(missing).toEqual([]);
  });

  it('maps what ElectroDB and lib-storage send for the functions', () => {
    expect(LIBRARY_OPERATIONS.filter((op) => !IAM_ACTIONS[op])).toEqual([]);
  });

  it('maps an operation to the actions AWS authorizes it by', () => {
    const region = 'eu-central-1';
    expect(IAM_ACTIONS['dynamodb:Query']({ region, body: { TableName: 't', IndexName: 'gsi1' } })).toEqual([
      { action: 'dynamodb:Query', resource: 'arn:aws:dynamodb:eu-central-1:000000000000:table/t/index/gsi1' },
    ]);
    expect(IAM_ACTIONS['dynamodb:TransactWriteItems']({ region, body: { TransactItems: [{ Put: { TableName: 't' } }, { ConditionCheck: { TableName: 't' } }] } }).map((a) => a.action)).toEqual([
      'dynamodb:PutItem',
      'dynamodb:ConditionCheckItem',
    ]);
    const s3 = { bucket: 'b', key: 'k', query: new URLSearchParams(), copySource: '/b/src%20file' };
    expect(IAM_ACTIONS['s3:CopyObject']({ region, body: {}, s3 })).toEqual([
      { action: 's3:PutObject', resource: 'arn:aws:s3:::b/k' },
      { action: 's3:GetObject', resource: 'arn:aws:s3:::b/src file' },
    ]);
    expect(IAM_ACTIONS['execute-api:DeleteConnection']({ region, body: {}, connections: { method: 'DELETE', connectionId: 'c1', apiId: 'api', stage: 'ws' } })).toEqual([
      { action: 'execute-api:ManageConnections', resource: 'arn:aws:execute-api:eu-central-1:000000000000:api/ws/DELETE/@connections/c1' },
    ]);
  });
});
