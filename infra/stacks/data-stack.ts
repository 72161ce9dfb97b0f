/**
 * The long-lived state, retained when the stack goes: the app table (functions/tables.ts), the buckets, every queue of
 * functions/queues.ts with its DLQ (and return queue), and the Cognito user pool; beside the files bucket, the
 * user-content distribution that serves its HTML (its bucket policy must name the distribution).
 */
import { Aws, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccountRecovery, FeaturePlan, OAuthScope, UserPool, UserPoolClient, UserPoolClientIdentityProvider } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { QUEUES, type QueueEntry } from '@functions/queues';
import { APP_TABLE, BUCKETS, USER_POOL } from '@functions/tables';
import type { AppBucket, BindingWorld } from '@infra/constructs/app-function';
import { acknowledgeFindings } from '@infra/constructs/nag';
import { constructId } from './names';
import { FACTS_INCOMING_PREFIX } from '@functions/reporting/facts/fact-store';
import { opsTopic } from '@infra/constructs/ops-alarms';
import { UserContentDistribution } from '@infra/constructs/user-content-distribution';
import type { Topic } from 'aws-cdk-lib/aws-sns';

export interface JobQueue {
  entry: QueueEntry;
  queue: Queue;
  dlq: Queue;
}

/** A queue and its dead-letter queue as a function of any stack of the stage names them. */
export interface QueueRef {
  entry: QueueEntry;
  queue: IQueue;
  dlq: IQueue;
}

export interface DataStackProps extends StackProps {
  stage: string;
  /** The site's address (infra/site-address.ts): federated sign-in comes back to `${appUrl}/api/auth/callback`. */
  appUrl: string;
}

export class DataStack extends Stack {
  readonly table: Table;
  readonly buckets: AppBucket[];
  readonly queues: JobQueue[];
  /** Where every alarm goes (infra/constructs/ops-alarms.ts). */
  readonly opsTopic: Topic;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** The hosted UI's host (`<prefix>.auth.<region>.amazoncognito.com`): SAML and Google sign-in go through it. */
  readonly hostedUiDomain: string;
  /** The key of the write-only secrets at rest (functions/lib/secrets.ts). */
  readonly secretsKey: Secret;
  /** The product's own ad platform credentials (functions/ad-platforms): set their values after the first deploy. */
  readonly adPlatformSecrets: { metaAccessToken: Secret; googleAdsCredentials: Secret };
  /** The user-content origin: its distribution over the files bucket and its signing key. */
  readonly userContent: UserContentDistribution;

  private readonly stage: string;
  private readonly queueRefs = new Map<Stack, QueueRef[]>();

  /**
   * What this stack offers the functions of `consumer` (another stack of the stage) to bind (AppFunction.bind); they
   * add push, reports and mail.
   */
  bindingWorld(consumer: Stack, extra: Pick<BindingWorld, 'push' | 'reporting' | 'mail'> = {}): BindingWorld {
    return {
      buckets: this.buckets,
      queues: this.queuesIn(consumer),
      secrets: {
        'secrets-key': this.secretsKey,
        'meta-access-token': this.adPlatformSecrets.metaAccessToken,
        'google-ads-credentials': this.adPlatformSecrets.googleAdsCredentials,
      },
      userContent: this.userContent,
      userPool: { pool: this.userPool, client: this.userPoolClient },
      ...extra,
    };
  }

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.stage = props.stage;

    this.table = new Table(this, 'AppTable', {
      partitionKey: { name: APP_TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: APP_TABLE.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: APP_TABLE.ttlAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of APP_TABLE.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

    // Server access logs of the data buckets (cdk-nag counts a log destination as logged).
    const accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.buckets = BUCKETS.map((name) => {
      const bucket = new Bucket(this, constructId(name, 'bucket'), {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        serverAccessLogsBucket: accessLogs,
        serverAccessLogsPrefix: `${name}/`,
        // Browsers upload presigned (the URL is the credential, no cookies), from the CloudFront origin of the app.
        cors: [{ allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD], allowedOrigins: ['*'], allowedHeaders: ['*'], exposedHeaders: ['ETag'], maxAge: 3000 }],
        lifecycleRules: [
          { abortIncompleteMultipartUploadAfter: Duration.days(1) },
          // Staged fact batches stay for redeliveries and inspection of rejected ones, not for ever.
          { prefix: FACTS_INCOMING_PREFIX, expiration: Duration.days(14) },
          // Temporary uploads (002 'Storage path layouts': assets-temp): brief files of abandoned wizards, unfinished uploads.
          { prefix: 'assets-temp/', expiration: Duration.days(2) },
        ],
        removalPolicy: RemovalPolicy.RETAIN,
      });
      // Object access for the functions (presigned URLs are signed with their roles), beside the bucket it is about.
      const access = new ManagedPolicy(this, constructId(name, 'bucket', 'access'), {
        description: `Read, write and delete objects of the ${name} bucket`,
        statements: [
          new PolicyStatement({
            actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
            resources: [bucket.arnForObjects('*')],
          }),
          new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
        ],
      });
      acknowledgeFindings(
        access,
        'AwsSolutions-IAM5',
        `Object keys of the ${name} bucket are made at run time from partner and record ids (spec storage path layout); the grant covers this one bucket's objects.`,
      );
      return { name, bucket, access };
    });

    // Uploaded and rendered HTML is served from its own origin, reading this bucket (infra/constructs/user-content-distribution.ts).
    this.userContent = new UserContentDistribution(this, 'UserContent', {
      bucket: this.buckets.find((b) => b.name === 'files')!.bucket,
      accessLogs,
      appUrl: props.appUrl,
    });

    this.queues = QUEUES.map((entry) => this.jobQueue(props.stage, entry));
    this.opsTopic = opsTopic(this, 'OpsTopic');

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `marquee-${props.stage}`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: { ...USER_POOL.passwordPolicy },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason: "The spec's password rules are: at least 16 characters, a lowercase letter, an uppercase letter and a digit (000 and 002 'Password'); symbols are not required, length is.",
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'The spec has no second factor for password sign-in; SSO users sign in through SAML or Google, whose identity provider enforces its own MFA.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus feature plan is billed per user for threat protection, which cannot work here: passwords are checked server-side by the API (ADMIN_USER_PASSWORD_AUTH from Lambda), so risk scoring would only see the Lambda address; the API locks an account after 7 failed sign-ins itself.',
      },
    );

    this.userPoolClient = this.userPool.addClient('ApiClient', {
      // The API (backend-for-frontend) checks passwords; tokens never reach the browser.
      authFlows: { adminUserPassword: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      // Federated sign-in (SAML, Google): the hosted UI answers the API's callback with a code (PKCE), never tokens to
      // the browser. SSO configs add their SAML providers to SupportedIdentityProviders at run time
      // (functions/sso-configs/identity-provider.ts).
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL],
        callbackUrls: [`${props.appUrl}/api/auth/callback`],
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
    });
    // The prefix is global across AWS accounts: the account id keeps it ours.
    const domainPrefix = `marquee-${props.stage.toLowerCase()}-${this.account}`;
    this.userPool.addDomain('HostedUi', { cognitoDomain: { domainPrefix } });
    this.hostedUiDomain = `${domainPrefix}.auth.${this.region}.amazoncognito.com`;

    this.secretsKey = new Secret(this, 'SecretsKey', {
      description: 'Key material of the encrypted publishing tokens and storage secrets (SHA-256 of this value)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.secretsKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'This value is the key of secrets stored encrypted in the app table; rotating it would make them unreadable. A rotation would need a re-encryption job, which the app does not have yet.',
    });

    // Issued by the platforms, not generated here: an operator puts the value in after the first deploy.
    this.adPlatformSecrets = {
      metaAccessToken: new Secret(this, 'MetaAccessToken', {
        description: "Meta system-user access token of the product (the Graph API reads of functions/ad-platforms; a node's publishing settings name the ad account)",
        removalPolicy: RemovalPolicy.RETAIN,
      }),
      googleAdsCredentials: new Secret(this, 'GoogleAdsCredentials', {
        description: 'Google Ads API access of the product, JSON {"clientId","clientSecret","developerToken","loginCustomerId"?} (the refresh tokens are the nodes\' gadsToken)',
        removalPolicy: RemovalPolicy.RETAIN,
      }),
    };
    for (const secret of Object.values(this.adPlatformSecrets)) {
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason: 'A credential issued by Meta or Google: it is renewed where it is issued (Business Manager, Google Cloud console) and then put here; Secrets Manager cannot rotate it.',
      });
    }
  }

  /**
   * The queues as `consumer` names them: by their physical names (`${stage}-${name}`, in the stage's account and
   * region), not by references to this stack. A reference is an output here (a queue's URL and ARN are two) and a
   * stack holds 200 outputs: at twice today's queues the Data stack would not deploy. Names are fixed at synth, so
   * nothing is lost; the consumer stacks depend on this one for the table anyway (and explicitly, below).
   */
  queuesIn(consumer: Stack): readonly QueueRef[] {
    let refs = this.queueRefs.get(consumer);
    if (!refs) {
      consumer.addStackDependency(this);
      const scope = new Construct(consumer, 'DataQueues');
      const named = (id: string, queueName: string) =>
        Queue.fromQueueAttributes(scope, id, {
          queueName,
          queueArn: `arn:${Aws.PARTITION}:sqs:${Aws.REGION}:${Aws.ACCOUNT_ID}:${queueName}`,
          queueUrl: `https://sqs.${Aws.REGION}.${Aws.URL_SUFFIX}/${Aws.ACCOUNT_ID}/${queueName}`,
        });
      refs = this.queues.map(({ entry }) => ({
        entry,
        queue: named(constructId(entry.name), `${this.stage}-${entry.name}`),
        dlq: named(constructId(entry.name, 'dlq'), `${this.stage}-${entry.name}-dlq`),
      }));
      this.queueRefs.set(consumer, refs);
    }
    return refs;
  }

  private jobQueue(stage: string, entry: QueueEntry): JobQueue {
    const id = constructId(entry.name);
    const make = (suffix: string, name: string, dlq?: Queue) =>
      new Queue(this, `${id}${suffix}`, {
        queueName: `${stage}-${name}`,
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        visibilityTimeout: Duration.seconds(entry.visibilityTimeoutS),
        retentionPeriod: dlq ? Duration.days(4) : Duration.days(14),
        deadLetterQueue: dlq ? { queue: dlq, maxReceiveCount: entry.maxReceives } : undefined,
      });
    const dlq = make('Dlq', `${entry.name}-dlq`);
    // A worker's return queue is an entry of the table of its own (functions/queues.ts returnQueue), made here like any other.
    return { entry, queue: make('Queue', entry.name, dlq), dlq };
  }
}
