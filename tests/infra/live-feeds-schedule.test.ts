/**
 * The jobs stack's schedules (EventBridge Scheduler): the live feeds' refresher every LIVE_FEED_TICK_MINUTES, the
 * sweep of comment attachments nobody used every COMMENT_SWEEP_MINUTES (with the files bucket it removes them from),
 * and the expiry of uploads nobody completed every UPLOAD_SWEEP_MINUTES (the files bucket, to abort their uploads).
 */
import { Duration } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { COMMENT_SWEEP_MINUTES, LIVE_FEED_TICK_MINUTES, UPLOAD_SWEEP_MINUTES } from '@shared/constants';
import { buildStage, logicalId, resourcesOf } from './build';

const { stage } = buildStage();
const jobs = Template.fromStack(stage.jobs);
const refersTo = (value: unknown, id: string) => JSON.stringify(value).includes(id);

function expectScheduled(fnId: string, minutes: number) {
  const schedules = Object.values(resourcesOf(jobs, 'AWS::Scheduler::Schedule')).filter((s) => refersTo(s.Properties.Target.Arn, fnId));
  expect(schedules).toHaveLength(1);
  const { Properties } = schedules[0];
  // CDK writes whole hours as hours: rate(1 hour)
  expect(Properties.ScheduleExpression).toBe(ScheduleExpression.rate(Duration.minutes(minutes)).expressionString);
  expect(Properties.State).toBe('ENABLED');
  const role = resourcesOf(jobs, 'AWS::IAM::Role')[Properties.Target.RoleArn['Fn::GetAtt'][0]];
  expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
  const policies = Object.values(resourcesOf(jobs, 'AWS::IAM::Policy')).filter((p) => refersTo(p.Properties.Roles, Properties.Target.RoleArn['Fn::GetAtt'][0]));
  expect(policies.some((p) => refersTo(p.Properties.PolicyDocument, 'lambda:InvokeFunction') && refersTo(p.Properties.PolicyDocument, fnId))).toBe(true);
}

describe('live feeds schedule (jobs stack)', () => {
  const fnId = logicalId(stage.jobs, stage.jobs.liveFeeds.fn);

  it('invokes the refresher every few minutes through EventBridge Scheduler', () => {
    expect(Object.values(resourcesOf(jobs, 'AWS::Scheduler::Schedule'))).toHaveLength(3);
    expectScheduled(fnId, LIVE_FEED_TICK_MINUTES);
    expect(Object.values(resourcesOf(jobs, 'AWS::Scheduler::Schedule')).map((s) => s.Properties.ScheduleExpression)).toContain(`rate(${LIVE_FEED_TICK_MINUTES} minutes)`);
  });

  it('runs functions/datasources/scheduled.ts with the app table', () => {
    const fn = resourcesOf(jobs, 'AWS::Lambda::Function')[fnId].Properties;
    expect(fn.Handler).toBe('index.handler');
    expect(refersTo(fn.Environment.Variables.TABLE_NAME, logicalId(stage.data, stage.data.table))).toBe(true);
  });
});

describe('comment attachments sweep schedule (jobs stack)', () => {
  const fnId = logicalId(stage.jobs, stage.jobs.attachmentSweep.fn);

  it('invokes the sweep every COMMENT_SWEEP_MINUTES through EventBridge Scheduler', () => {
    expectScheduled(fnId, COMMENT_SWEEP_MINUTES);
  });

  it('runs with the app table and the files bucket', () => {
    const fn = resourcesOf(jobs, 'AWS::Lambda::Function')[fnId].Properties;
    expect(refersTo(fn.Environment.Variables.TABLE_NAME, logicalId(stage.data, stage.data.table))).toBe(true);
    const files = stage.data.buckets.find((b) => b.name === 'files')!.bucket;
    expect(refersTo(fn.Environment.Variables.FILES_BUCKET, logicalId(stage.data, files))).toBe(true);
  });
});

describe('abandoned uploads schedule (jobs stack)', () => {
  const fnId = logicalId(stage.jobs, stage.jobs.uploadExpiry.fn);

  it('invokes the expiry every UPLOAD_SWEEP_MINUTES through EventBridge Scheduler', () => {
    expectScheduled(fnId, UPLOAD_SWEEP_MINUTES);
  });

  it('runs functions/assets/scheduled-expire-uploads.ts with the app table and the files bucket, allowed to abort multipart uploads', () => {
    const fn = resourcesOf(jobs, 'AWS::Lambda::Function')[fnId].Properties;
    expect(fn.Handler).toBe('index.handler');
    expect(refersTo(fn.Environment.Variables.TABLE_NAME, logicalId(stage.data, stage.data.table))).toBe(true);
    const files = stage.data.buckets.find((b) => b.name === 'files')!.bucket;
    expect(refersTo(fn.Environment.Variables.FILES_BUCKET, logicalId(stage.data, files))).toBe(true);
    const roleOf = (id: string) => resourcesOf(jobs, 'AWS::IAM::Role')[resourcesOf(jobs, 'AWS::Lambda::Function')[id].Properties.Role['Fn::GetAtt'][0]].Properties;
    // the files bucket's object access (s3:AbortMultipartUpload among it, a managed policy of the data stack) is on
    // its role, as on the comment sweep's, which binds the same bucket
    const access = resourcesOf(Template.fromStack(stage.data), 'AWS::IAM::ManagedPolicy');
    expect(Object.values(access).some((p) => JSON.stringify(p.Properties.PolicyDocument).includes('s3:AbortMultipartUpload'))).toBe(true);
    const managed = roleOf(fnId).ManagedPolicyArns ?? [];
    expect(managed.length).toBeGreaterThan(0);
    expect(managed).toEqual(roleOf(logicalId(stage.jobs, stage.jobs.attachmentSweep.fn)).ManagedPolicyArns);
  });
});
