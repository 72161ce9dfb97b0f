/** The fact ingestion in AWS: the consumer writes where the Glue table reads, and staged batches expire. */
import { Template } from 'aws-cdk-lib/assertions';
import { buildStage, logicalId, resourcesOf } from './build';

const { stage } = buildStage();
const jobs = Template.fromStack(stage.jobs);
const data = Template.fromStack(stage.data);
const filesBucket = logicalId(stage.data, stage.data.buckets.find((b) => b.name === 'files')!.bucket);

describe('report-facts ingestion in AWS', () => {
  it('gives the facts consumer the files bucket and the reporting prefix, and no other consumer', () => {
    const consumer = logicalId(stage.jobs, stage.jobs.consumers['report-facts']!.fn);
    const functions = resourcesOf(jobs, 'AWS::Lambda::Function');
    const env = functions[consumer]!.Properties.Environment.Variables;
    expect(env.REPORTING_PREFIX).toBe('reporting/');
    expect(JSON.stringify(env.REPORTING_BUCKET)).toContain(filesBucket);
    // a minute to encode a batch of up to 100,000 rows: the queue's visibility timeout is six times that
    expect(functions[consumer]!.Properties.Timeout).toBe(60);
    // a full staged batch peaks at ~350 MiB (npm run bench -- ingest): more than the 512 MB default leaves room for
    expect(functions[consumer]!.Properties.MemorySize).toBe(1024);
    for (const [id, fn] of Object.entries(functions)) {
      if (id !== consumer) expect(fn.Properties.Environment?.Variables?.REPORTING_BUCKET).toBeUndefined();
    }
  });

  it('expires staged batches under reporting/incoming/, never the facts', () => {
    const rules = resourcesOf(data, 'AWS::S3::Bucket')[filesBucket]!.Properties.LifecycleConfiguration.Rules as { Prefix?: string; ExpirationInDays?: number }[];
    const expiring = rules.filter((r) => r.ExpirationInDays !== undefined);
    expect(expiring).toContainEqual(expect.objectContaining({ Prefix: 'reporting/incoming/', ExpirationInDays: 14 }));
    expect(expiring.every((r) => r.Prefix && !'reporting/performance/date=2026-01-01/seed.parquet'.startsWith(r.Prefix))).toBe(true);
  });
});
