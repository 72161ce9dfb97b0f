/**
 * What ops are told: one SNS topic to subscribe to, an alarm per dead-letter queue (a message there is a
 * job that failed for good) and an error-rate alarm per function. `-c opsEmail=...` subscribes an address at deploy.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Alias } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** A function whose errors pass this share of its invocations over five minutes raises its alarm. */
export const ERROR_RATE_PERCENT = 5;

/** The ops topic, made once per stage (in the data stack) and shared by every stack's alarms. */
export function opsTopic(scope: Construct, id: string): Topic {
  const topic = new Topic(scope, id, {
    displayName: 'Marquee operations alarms',
    enforceSSL: true,
    masterKey: Alias.fromAliasName(scope, `${id}Key`, 'alias/aws/sns'),
  });
  const email: string | undefined = Stack.of(scope).node.tryGetContext('opsEmail');
  if (email) topic.addSubscription(new EmailSubscription(email));
  return topic;
}

export class OpsAlarms extends Construct {
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, topic: Topic) {
    super(scope, id);
    this.action = new SnsAction(topic);
  }

  /** Any message visible in the dead-letter queue. */
  deadLetters(name: string, dlq: IQueue): this {
    new Alarm(this, `${name}Dlq`, {
      alarmDescription: `Marquee: messages in the ${name} dead-letter queue (jobs that failed for good)`,
      metric: dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(this.action);
    return this;
  }

  /** The function's errors as a share of its invocations. */
  errorRate(name: string, fn: IFunction): this {
    const rate = new MathExpression({
      label: `${name} error rate (%)`,
      expression: '100 * errors / MAX([errors, invocations])',
      usingMetrics: { errors: fn.metricErrors({ statistic: 'Sum' }), invocations: fn.metricInvocations({ statistic: 'Sum' }) },
      period: Duration.minutes(5),
    });
    new Alarm(this, `${name}Errors`, {
      alarmDescription: `Marquee: more than ${ERROR_RATE_PERCENT}% of ${name}'s invocations failed`,
      metric: rate,
      threshold: ERROR_RATE_PERCENT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(this.action);
    return this;
  }
}
