/** Ops hear of failures: an alarm per dead-letter queue and an error-rate alarm per function, all to one SNS topic. */
import { Template } from 'aws-cdk-lib/assertions';
import { DOMAINS } from '@functions/routes';
import { QUEUES } from '@functions/queues';
import { buildStage, logicalId, resourcesOf, STAGE } from './build';

const { stage } = buildStage();
const data = Template.fromStack(stage.data);
const alarmsOf = (template: Template) => Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
const jobs = alarmsOf(Template.fromStack(stage.jobs));
const api = alarmsOf(Template.fromStack(stage.api));
const topicId = logicalId(stage.data, stage.data.opsTopic);
const toTopic = (alarm: Record<string, unknown>) => JSON.stringify(alarm.AlarmActions).includes(topicId);

describe('ops alarms', () => {
  it('has one encrypted topic for them', () => {
    const [topic] = Object.values(resourcesOf(data, 'AWS::SNS::Topic'));
    expect(topic.Properties.KmsMasterKeyId).toBeDefined();
  });

  it('raises an alarm when any dead-letter queue holds a message', () => {
    const dlqAlarms = jobs.filter((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(dlqAlarms).toHaveLength(QUEUES.length);
    // each on its own dead-letter queue, by the queue's physical name
    expect(dlqAlarms.map((a) => JSON.stringify(a.Dimensions)).sort()).toEqual(QUEUES.map((q) => JSON.stringify([{ Name: 'QueueName', Value: `${STAGE}-${q.name}-dlq` }])).sort());
    for (const alarm of dlqAlarms) {
      expect(alarm).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold', Namespace: 'AWS/SQS' });
      expect(toTopic(alarm)).toBe(true);
    }
  });

  it('raises an alarm on the error rate of every consumer and every domain function', () => {
    const rate = (alarms: typeof jobs) => alarms.filter((a) => JSON.stringify(a.Metrics ?? []).includes('100 * errors / MAX([errors, invocations])'));
    // every consumer, the live feeds' scheduled refresher, the comment attachment sweep and the abandoned uploads' expiry
    expect(rate(jobs)).toHaveLength(QUEUES.length + 3);
    expect(rate(api)).toHaveLength(DOMAINS.length);
    for (const alarm of [...rate(jobs), ...rate(api)]) expect(toTopic(alarm)).toBe(true);
  });
});
