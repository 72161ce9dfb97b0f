import { Template } from 'aws-cdk-lib/assertions';
import { LIVE_FEED_TICK_MINUTES } from '@shared/constants';
import { buildStage, logicalId, resourcesOf } from './build';

const { stage } = buildStage();
const jobs = Template.fromStack(stage.jobs);
const refersTo = (value: unknown, id: string) => JSON.stringify(value).includes(id);

describe('live feeds schedule (jobs stack)', () => {
  const fnId = logicalId(stage.jobs, stage.jobs.liveFeeds.fn);

  it('invokes the refresher every few minutes through EventBridge Scheduler', () => {
    const schedules = Object.values(resourcesOf(jobs, 'AWS::Scheduler::Schedule'));
    expect(schedules).toHaveLength(1);
    const { Properties } = schedules[0];
    expect(Properties.ScheduleExpression).toBe(`rate(${LIVE_FEED_TICK_MINUTES} minutes)`);
    expect(Properties.State).toBe('ENABLED');
    expect(refersTo(Properties.Target.Arn, fnId)).toBe(true);
    const role = resourcesOf(jobs, 'AWS::IAM::Role')[Properties.Target.RoleArn['Fn::GetAtt'][0]];
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
    const policies = Object.values(resourcesOf(jobs, 'AWS::IAM::Policy')).filter((p) => refersTo(p.Properties.Roles, Properties.Target.RoleArn['Fn::GetAtt'][0]));
    expect(policies.some((p) => refersTo(p.Properties.PolicyDocument, 'lambda:InvokeFunction') && refersTo(p.Properties.PolicyDocument, fnId))).toBe(true);
  });

  it('runs functions/datasources/scheduled.ts with the app table', () => {
    const fn = resourcesOf(jobs, 'AWS::Lambda::Function')[fnId].Properties;
    expect(fn.Handler).toBe('index.handler');
    expect(refersTo(fn.Environment.Variables.TABLE_NAME, logicalId(stage.data, stage.data.table))).toBe(true);
  });
});
