/**
 * Reporting in AWS: Athena engine v3 over the Parquet facts of the files bucket (`reporting/performance/date=YYYY-MM-DD/`),
 * a Glue table whose `date` partitions are projected (no crawler, no MSCK REPAIR: a new day's file is queryable at
 * once), a workgroup that enforces its own encrypted results location, and the grants of the function that queries.
 * The embedded default reads the same layout with DuckDB (functions/reporting/engines).
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { CfnWorkGroup } from 'aws-cdk-lib/aws-athena';
import { CfnDatabase, CfnTable } from 'aws-cdk-lib/aws-glue';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { FACT_COLUMNS, REPORT_FIELDS, type FactColumn } from '@shared/reporting/catalogue';
// Where the facts live in the files bucket: the prefix the ingestion consumer writes under.
import { REPORTING_PREFIX } from '@functions/reporting/facts/fact-store';
import type { AppFunction } from './app-function';
import { acknowledgeFindings } from './nag';

export const FACTS_TABLE = 'performance';
/** First day partition projection knows; later days up to today are projected. */
const FIRST_FACT_DAY = '2020-01-01';

const DOUBLE_COLUMNS: readonly FactColumn[] = ['PURCHASES_CONVERSION_VALUE', 'MEDIA_SPEND'];

export interface ReportingWarehouseProps {
  filesBucket: IBucket;
}

export class ReportingWarehouse extends Construct {
  readonly workGroup: CfnWorkGroup;
  readonly database: CfnDatabase;
  readonly table: CfnTable;
  readonly resultsBucket: Bucket;
  private readonly databaseName: string;

  constructor(scope: Construct, id: string, props: ReportingWarehouseProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // Glue names are lowercase with underscores (and so a valid SQL identifier for the builder's quoting).
    this.databaseName = `${stack.stackName.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_reporting`;

    this.resultsBucket = new Bucket(this, 'Results', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Results are read once right after the query; nothing keeps them longer.
      lifecycleRules: [{ expiration: Duration.days(7), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.resultsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: "Athena query results are written and read by the reporting function only and expire after 7 days; the queries themselves are in Athena's query history and the facts bucket has server access logs.",
    });

    this.workGroup = new CfnWorkGroup(this, 'WorkGroup', {
      name: `${stack.stackName}-reporting`,
      description: 'Marquee reporter service queries (POST /api/report)',
      recursiveDeleteOption: true,
      workGroupConfiguration: {
        // Clients cannot pick another results location or turn encryption off.
        enforceWorkGroupConfiguration: true,
        engineVersion: { selectedEngineVersion: 'Athena engine version 3' },
        publishCloudWatchMetricsEnabled: true,
        resultConfiguration: {
          outputLocation: `s3://${this.resultsBucket.bucketName}/results/`,
          encryptionConfiguration: { encryptionOption: 'SSE_S3' },
        },
      },
    });

    this.database = new CfnDatabase(this, 'Database', {
      catalogId: stack.account,
      databaseInput: { name: this.databaseName, description: 'Marquee reporting facts' },
    });

    const location = `s3://${props.filesBucket.bucketName}/${REPORTING_PREFIX}performance/`;
    this.table = new CfnTable(this, 'Facts', {
      catalogId: stack.account,
      databaseName: this.databaseName,
      tableInput: {
        name: FACTS_TABLE,
        tableType: 'EXTERNAL_TABLE',
        parameters: {
          EXTERNAL: 'TRUE',
          classification: 'parquet',
          'projection.enabled': 'true',
          'projection.date.type': 'date',
          'projection.date.format': 'yyyy-MM-dd',
          'projection.date.range': `${FIRST_FACT_DAY},NOW`,
          'projection.date.interval': '1',
          'projection.date.interval.unit': 'DAYS',
          'storage.location.template': `${location}date=\${date}/`,
        },
        partitionKeys: [{ name: 'date', type: 'date' }],
        storageDescriptor: {
          location,
          inputFormat: 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetInputFormat',
          outputFormat: 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetOutputFormat',
          serdeInfo: { serializationLibrary: 'org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe' },
          // Glue names are lower case (Athena lowers every name it runs, so the builder's quoted "IMPRESSIONS" finds
          // impressions); the Parquet SerDe matches the files' upper-case columns regardless of case.
          columns: [
            ...REPORT_FIELDS.map((name) => ({ name: name.toLowerCase(), type: name === 'TIMESTAMP' ? 'timestamp' : 'string' })),
            ...FACT_COLUMNS.map((name) => ({ name: name.toLowerCase(), type: DOUBLE_COLUMNS.includes(name) ? 'double' : 'bigint' })),
          ],
        },
      },
    });
    this.table.node.addDependency(this.database);
  }

  /**
   * Query through the workgroup, read the catalogue, write and read results; sets the engine's env. Athena reads the
   * facts with the function's own credentials: every domain function holds the files bucket's object access already
   * (api-stack bindBucket), which covers the reporting prefix.
   */
  bind(fn: AppFunction): this {
    const stack = Stack.of(this);
    const workGroupArn = stack.formatArn({ service: 'athena', resource: 'workgroup', resourceName: this.workGroup.ref });
    // the first function bound keeps the policy's original id (its logical id in deployed stacks)
    const policy = new Policy(this, this.node.tryFindChild('QueryAccess') ? `QueryAccess${fn.node.id}` : 'QueryAccess', {
      statements: [
        new PolicyStatement({
          actions: ['athena:StartQueryExecution', 'athena:GetQueryExecution', 'athena:GetQueryResults', 'athena:StopQueryExecution'],
          resources: [workGroupArn],
        }),
        new PolicyStatement({
          actions: ['glue:GetDatabase', 'glue:GetTable', 'glue:GetPartition', 'glue:GetPartitions'],
          resources: [
            stack.formatArn({ service: 'glue', resource: 'catalog' }),
            stack.formatArn({ service: 'glue', resource: 'database', resourceName: this.databaseName }),
            stack.formatArn({ service: 'glue', resource: 'table', resourceName: `${this.databaseName}/${FACTS_TABLE}` }),
          ],
        }),
        new PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
          resources: [this.resultsBucket.arnForObjects('results/*')],
        }),
        new PolicyStatement({ actions: ['s3:ListBucket', 's3:GetBucketLocation'], resources: [this.resultsBucket.bucketArn] }),
      ],
    });
    policy.attachToRole(fn.fn.role!);
    acknowledgeFindings(
      policy,
      'AwsSolutions-IAM5',
      'Athena names a result file per query at run time: the grant covers the results prefix of the results bucket only.',
    );
    fn.fn
      .addEnvironment('REPORTING_ENGINE', 'athena')
      .addEnvironment('REPORTING_PREFIX', REPORTING_PREFIX)
      .addEnvironment('ATHENA_WORKGROUP', this.workGroup.ref)
      .addEnvironment('ATHENA_DATABASE', this.databaseName)
      .addEnvironment('ATHENA_TABLE', FACTS_TABLE);
    return this;
  }
}

/**
 * The ingestion consumer (functions/reporting/consumers/ingest-facts.ts) writes Parquet where the Glue table reads it.
 * Its object access to the files bucket comes with the jobs stack's bindBucket, which covers the reporting prefix.
 */
export function bindFactsWriter(consumer: AppFunction, filesBucket: IBucket): AppFunction {
  consumer.fn.addEnvironment('REPORTING_BUCKET', filesBucket.bucketName).addEnvironment('REPORTING_PREFIX', REPORTING_PREFIX);
  return consumer;
}
