/**
 * One consumer function per entry of functions/queues.ts, fed by an SqsEventSource with the entry's batch size and
 * partial batch failures (functions/lib/sqs.ts answers with batchItemFailures).
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { APP_TABLE } from '@functions/tables';
import { JOB_MAX_CONCURRENCY } from '@functions/queues';
import type { Bindings } from '@functions/bindings';
import type { QueueName } from '@functions/queues';
import { CONSUMER_BINDINGS, SCHEDULED_BINDINGS } from '@functions/consumer-bindings';
import { COMMENT_SWEEP_MINUTES, LIVE_FEED_TICK_MINUTES, UPLOAD_SWEEP_MINUTES } from '@shared/constants';
import { AppFunction, type BindingWorld, type RealtimePush } from '@infra/constructs/app-function';
import { constructId } from './names';
import type { DataStack } from './data-stack';
import { OpsAlarms } from '@infra/constructs/ops-alarms';
import { acknowledgeFindings } from '@infra/constructs/nag';

export interface JobsStackProps extends StackProps {
  data: DataStack;
  push: RealtimePush;
  buildVersion: string;
}

export class JobsStack extends Stack {
  readonly consumers: Record<string, AppFunction> = {};
  /** The live feeds' refresher, invoked by EventBridge Scheduler. */
  readonly liveFeeds: AppFunction;
  /** The sweep of comment attachments nobody used, invoked by EventBridge Scheduler. */
  readonly attachmentSweep: AppFunction;
  /** The expiry of uploads nobody completed, invoked by EventBridge Scheduler. */
  readonly uploadExpiry: AppFunction;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { data } = props;
    const world = data.bindingWorld(this, { push: props.push });

    const alarms = new OpsAlarms(this, 'Alarms', data.opsTopic);
    for (const { entry, queue, dlq } of data.queuesIn(this)) {
      alarms.deadLetters(constructId(entry.name), dlq);
      const [domain, operation] = entry.consumer.split('/');
      const consumer = new AppFunction(this, constructId(entry.name, 'consumer'), {
        entry: `functions/${domain}/consumers/${operation}.ts`,
        description: `Marquee ${entry.name} consumer`,
        // sized per entry to the most work one message holds (functions/queues.ts timeoutS)
        timeout: Duration.seconds(entry.timeoutS),
        memorySize: entry.memoryMb,
        buildVersion: props.buildVersion,
      })
        .bindTable(data.table, APP_TABLE)
        // its own queue and dead-letter queue, and what it declares beside the queue table (functions/consumer-bindings.ts)
        .bindOwnQueue(entry.name, queue, dlq)
        .bind(CONSUMER_BINDINGS[entry.name as QueueName], world);
      consumer.fn.addEventSource(new SqsEventSource(queue, { batchSize: entry.batchSize, reportBatchItemFailures: true, maxConcurrency: entry.maxConcurrency ?? JOB_MAX_CONCURRENCY }));
      this.consumers[entry.name] = consumer;
      alarms.errorRate(constructId(entry.name, 'consumer'), consumer.fn);
    }

    // Live feeds (functions/datasources/scheduled.ts): EventBridge Scheduler invokes the refresher every few minutes;
    // each feed keeps its own interval (nextRefreshAt), so the tick only finds the due ones. Locally a timer does it.
    this.liveFeeds = this.scheduled(props, alarms, world, {
      id: 'LiveFeeds',
      entry: 'datasources/scheduled',
      description: 'Marquee live feed refresh on schedule',
      memorySize: 512,
      minutes: LIVE_FEED_TICK_MINUTES,
      tick: 'Refresh the live feeds that are due',
      what: 'refresher',
    });

    // Comment attachments (functions/comments/scheduled-sweep.ts): the files of reserved ids no comment took, once
    // the id can no longer name a comment. Locally a timer does it too (infra/local/schedule-timers.ts).
    this.attachmentSweep = this.scheduled(props, alarms, world, {
      id: 'CommentAttachmentSweep',
      entry: 'comments/scheduled-sweep',
      description: 'Marquee sweep of unused comment attachments',
      memorySize: 256,
      minutes: COMMENT_SWEEP_MINUTES,
      tick: 'Remove the files of comment attachments nobody used',
      what: 'sweep',
    });

    // Abandoned uploads (functions/assets/scheduled-expire-uploads.ts): marked failed, their multipart uploads aborted.
    // Locally a timer does it too (infra/local/schedule-timers.ts).
    this.uploadExpiry = this.scheduled(props, alarms, world, {
      id: 'AbandonedUploads',
      entry: 'assets/scheduled-expire-uploads',
      description: 'Marquee expiry of uploads nobody completed',
      memorySize: 256,
      minutes: UPLOAD_SWEEP_MINUTES,
      tick: 'Mark uploads nobody completed failed and abort their multipart uploads',
      what: 'upload expiry',
    });
  }

  /**
   * A function EventBridge Scheduler invokes every `minutes` (constructs `${id}Scheduled`, `${id}SchedulerRole`,
   * `${id}Tick`), with the app table, what its entry declares (SCHEDULED_BINDINGS) and an error-rate alarm.
   */
  private scheduled(
    props: JobsStackProps,
    alarms: OpsAlarms,
    world: BindingWorld,
    o: { id: string; entry: keyof typeof SCHEDULED_BINDINGS; description: string; memorySize: number; minutes: number; tick: string; what: string },
  ): AppFunction {
    const fn = new AppFunction(this, `${o.id}Scheduled`, {
      entry: `functions/${o.entry}.ts`,
      description: o.description,
      timeout: Duration.minutes(5),
      memorySize: o.memorySize,
      buildVersion: props.buildVersion,
    })
      .bindTable(props.data.table, APP_TABLE)
      .bind(SCHEDULED_BINDINGS[o.entry] as Bindings, world);
    const role = new Role(this, `${o.id}SchedulerRole`, { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') });
    new Schedule(this, `${o.id}Tick`, {
      schedule: ScheduleExpression.rate(Duration.minutes(o.minutes)),
      target: new LambdaInvoke(fn.fn, { role, retryAttempts: 0 }),
      description: o.tick,
    });
    acknowledgeFindings(role, 'AwsSolutions-IAM5', `The scheduler's invoke grant covers the ${o.what} function and its versions (Arn:*), nothing else.`);
    alarms.errorRate(`${o.id}Scheduled`, fn.fn);
    return fn;
  }
}
