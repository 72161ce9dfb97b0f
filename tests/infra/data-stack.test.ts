import { Template } from 'aws-cdk-lib/assertions';
import { QUEUES } from '@functions/queues';
import { APP_TABLE, BUCKETS } from '@functions/tables';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { buildStage, logicalId, resourcesOf, STAGE } from './build';

const { stage } = buildStage();
const template = Template.fromStack(stage.data);
const queues = resourcesOf(template, 'AWS::SQS::Queue');
const queueNamed = (name: string) => Object.entries(queues).find(([, q]) => q.Properties.QueueName === `${STAGE}-${name}`);

describe('data stack', () => {
  it('creates the app table with the keys, indexes and TTL of APP_TABLE, retained', () => {
    const tables = Object.values(resourcesOf(template, 'AWS::DynamoDB::Table'));
    expect(tables).toHaveLength(1);
    const [table] = tables;
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: APP_TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: APP_TABLE.sortKey, KeyType: 'RANGE' },
    ]);
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      APP_TABLE.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: APP_TABLE.ttlAttribute, Enabled: true });
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.DeletionPolicy).toBe('Retain');
  });

  it('creates one queue and one DLQ per QUEUES entry, nothing else', () => {
    const expected = QUEUES.flatMap((q) => [q.name, `${q.name}-dlq`]);
    expect(Object.values(queues).map((q) => q.Properties.QueueName).sort()).toEqual(expected.map((n) => `${STAGE}-${n}`).sort());

    for (const entry of QUEUES) {
      const [, queue] = queueNamed(entry.name)!;
      const [dlqId] = queueNamed(`${entry.name}-dlq`)!;
      expect(queue.Properties.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: entry.maxReceives });
      expect(queue.Properties.VisibilityTimeout).toBe(entry.visibilityTimeoutS);
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    }
  });

  it("gives every job that answers back a return queue of its own in the table, with a consumer that collects its results", () => {
    const names = new Set<string>(QUEUES.map((q) => q.name));
    for (const entry of QUEUES.filter((q) => q.returnQueue)) {
      expect(names.has(`${entry.name}-return`), `${entry.name}-return`).toBe(true);
    }
  });

  it('refuses plain-HTTP access to every queue', () => {
    const policies = Object.values(resourcesOf(template, 'AWS::SQS::QueuePolicy'));
    const guarded = policies
      .filter((p) => p.Properties.PolicyDocument.Statement.some((s: { Effect: string; Condition?: { Bool?: Record<string, string> } }) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false'))
      .flatMap((p) => p.Properties.Queues.map((q: { Ref: string }) => q.Ref));
    expect(guarded.sort()).toEqual(Object.keys(queues).sort());
  });

  it('creates the buckets of BUCKETS private, encrypted, SSL-only and retained', () => {
    expect(stage.data.buckets.map((b) => b.name)).toEqual([...BUCKETS]);
    const buckets = resourcesOf(template, 'AWS::S3::Bucket');
    const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));
    for (const { bucket } of stage.data.buckets) {
      const id = logicalId(stage.data, bucket);
      const resource = buckets[id];
      expect(resource.DeletionPolicy).toBe('Retain');
      expect(resource.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(resource.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
      const policy = policies.find((p) => p.Properties.Bucket.Ref === id)!;
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('creates the user pool with email sign-in and the spec password rules, retained', () => {
    const [pool] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPool'));
    expect(pool.DeletionPolicy).toBe('Retain');
    expect(pool.Properties.UsernameAttributes).toEqual(['email']);
    expect(pool.Properties.Policies.PasswordPolicy).toMatchObject({
      MinimumLength: PASSWORD_MIN_LENGTH,
      RequireLowercase: true,
      RequireUppercase: true,
      RequireNumbers: true,
    });
    expect(pool.Properties.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(true);
  });

  it('gives the API a user pool client that allows ADMIN_USER_PASSWORD_AUTH and has no secret', () => {
    const clients = Object.values(resourcesOf(template, 'AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(1);
    expect(clients[0].Properties.ExplicitAuthFlows).toContain('ALLOW_ADMIN_USER_PASSWORD_AUTH');
    expect(clients[0].Properties.GenerateSecret).toBe(false);
  });

  it('lets the client take federated sign-in through a hosted UI domain: code grant to the API callback only', () => {
    const [client] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPoolClient'));
    expect(client.Properties).toMatchObject({
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      CallbackURLs: ['https://marquee.test/api/auth/callback'],
      SupportedIdentityProviders: ['COGNITO'],
    });
    expect([...client.Properties.AllowedOAuthScopes].sort()).toEqual(['email', 'openid']);
    const domains = Object.values(resourcesOf(template, 'AWS::Cognito::UserPoolDomain'));
    expect(domains).toHaveLength(1);
    expect(JSON.stringify(domains[0].Properties.Domain)).toContain(`marquee-${STAGE.toLowerCase()}-`);
  });

  it('exports nothing per queue: the other stacks name the queues by their physical names, so the outputs do not grow with the queue table', () => {
    const outputs = template.toJSON().Outputs ?? {};
    const queueIds = Object.keys(queues);
    const perQueue = Object.entries(outputs).filter(([, o]) => queueIds.some((id) => JSON.stringify(o).includes(id)));
    expect(perQueue.map(([name]) => name)).toEqual([]);
    // and the consumers still reach every queue by that name: its event source and its dead-letter alarm
    const jobs = JSON.stringify(Template.fromStack(stage.jobs).toJSON());
    for (const q of QUEUES) expect(jobs, q.name).toContain(`:${STAGE}-${q.name}"`);
  });
});
