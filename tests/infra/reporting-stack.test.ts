import { Template } from 'aws-cdk-lib/assertions';
import { FACT_COLUMNS, REPORT_FIELDS } from '@shared/reporting/catalogue';
import { DOMAIN_RESOURCES, DOMAINS } from '@functions/routes';
import { buildStage, logicalId, resourcesOf } from './build';

const { stage } = buildStage();
const template = Template.fromStack(stage.api);
/** The domains that declare report queries (DOMAIN_RESOURCES), in table order. */
const queryingDomains = DOMAINS.filter((d) => DOMAIN_RESOURCES[d].reporting === 'query');
const queryingFns = queryingDomains.map((d) => logicalId(stage.api, stage.api.functions[d].fn as never));
const filesBucket = logicalId(stage.data, stage.data.buckets[0]!.bucket);
const only = <T>(resources: Record<string, T>) => {
  expect(Object.keys(resources)).toHaveLength(1);
  return Object.values(resources)[0]!;
};

describe('reporting in AWS (Athena)', () => {
  it('has an Athena engine v3 workgroup that enforces its encrypted results location', () => {
    const workGroup = only(resourcesOf(template, 'AWS::Athena::WorkGroup')).Properties;
    expect(workGroup.WorkGroupConfiguration).toMatchObject({
      EnforceWorkGroupConfiguration: true,
      EngineVersion: { SelectedEngineVersion: 'Athena engine version 3' },
      ResultConfiguration: { EncryptionConfiguration: { EncryptionOption: 'SSE_S3' } },
    });
    // the results location names the results bucket of this stack
    const [resultsId, resultsBucket] = Object.entries(resourcesOf(template, 'AWS::S3::Bucket')).find(([id]) => JSON.stringify(workGroup).includes(id))!;
    expect(resultsBucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    expect(resultsBucket.Properties.PublicAccessBlockConfiguration).toMatchObject({ BlockPublicAcls: true, RestrictPublicBuckets: true });
    expect(resultsId).toMatch(/Results/);
  });

  it('has a Glue table over reporting/performance/ in the files bucket with the date partitions projected', () => {
    only(resourcesOf(template, 'AWS::Glue::Database'));
    const table = only(resourcesOf(template, 'AWS::Glue::Table')).Properties.TableInput;
    expect(table.PartitionKeys).toEqual([{ Name: 'date', Type: 'date' }]);
    expect(table.Parameters).toMatchObject({
      'projection.enabled': 'true',
      'projection.date.type': 'date',
      'projection.date.format': 'yyyy-MM-dd',
      'projection.date.interval.unit': 'DAYS',
    });
    expect(JSON.stringify(table.Parameters['storage.location.template'])).toContain('/reporting/performance/date=${date}/');
    expect(JSON.stringify(table.StorageDescriptor.Location)).toContain(filesBucket);
    expect(table.StorageDescriptor.SerdeInfo.SerializationLibrary).toMatch(/ParquetHiveSerDe/);
    const columns = table.StorageDescriptor.Columns as { Name: string; Type: string }[];
    // Athena runs every name lower case, so Glue must hold them so
    expect(columns.map((c) => c.Name)).toEqual([...REPORT_FIELDS, ...FACT_COLUMNS].map((name) => name.toLowerCase()));
    expect(columns.find((c) => c.Name === 'timestamp')!.Type).toBe('timestamp');
    expect(columns.find((c) => c.Name === 'impressions')!.Type).toBe('bigint');
    expect(columns.find((c) => c.Name === 'media_spend')!.Type).toBe('double');
  });

  it('sets the Athena engine on the domains that run report queries (reporting, personalize, scoring, video-render) only', () => {
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    expect(queryingDomains).toEqual(['reporting', 'personalize', 'scoring', 'video-render']);
    for (const id of queryingFns) {
      const env = functions[id]!.Properties.Environment.Variables;
      expect(env).toMatchObject({ REPORTING_ENGINE: 'athena', REPORTING_PREFIX: 'reporting/', ATHENA_TABLE: 'performance' });
      expect(env.ATHENA_DATABASE).toMatch(/^[a-z0-9_]+_reporting$/);
    }
    for (const [id, fn] of Object.entries(functions)) {
      if (!queryingFns.includes(id)) expect(fn.Properties.Environment.Variables.REPORTING_ENGINE).toBeUndefined();
    }
  });

  it('lets the querying functions query the workgroup, read the catalogue and use the results prefix only', () => {
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
    const role = logicalId(stage.api, stage.api.functions.reporting.fn.role as never);
    const athena = policies.filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes('athena:StartQueryExecution'));
    // one policy for each querying domain, the same grants
    const roles = (list: unknown[]) => list.map((r) => JSON.stringify(r)).sort();
    expect(roles(athena.map((p) => p.Properties.Roles))).toEqual(
      roles(queryingDomains.map((d) => [{ Ref: logicalId(stage.api, stage.api.functions[d].fn.role as never) }])),
    );
    for (const policy of athena) expect(policy.Properties.PolicyDocument).toEqual(athena[0]!.Properties.PolicyDocument);
    const reporting = athena.filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: role }]));
    const statements = reporting[0]!.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[];
    const resourceOf = (action: string) => JSON.stringify(statements.find((s) => [s.Action].flat().includes(action))!.Resource);
    expect(resourceOf('athena:StartQueryExecution')).toContain('workgroup/');
    expect(resourceOf('glue:GetTable')).toContain('/performance');
    expect(resourceOf('s3:PutObject')).toContain('/results/*');
    expect(reporting[0]!.Properties.Roles).toEqual([{ Ref: role }]);
    // the facts themselves: the files bucket's object access, which every querying function holds
    const roleResources = resourcesOf(template, 'AWS::IAM::Role');
    for (const d of queryingDomains) {
      const id = logicalId(stage.api, stage.api.functions[d].fn.role as never);
      expect(JSON.stringify(roleResources[id]!.Properties.ManagedPolicyArns), d).toContain('FilesBucketAccess');
    }
  });
});
