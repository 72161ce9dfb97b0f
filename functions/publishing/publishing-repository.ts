/**
 * What publishing keeps: one job item per campaign and channel (its status and counts; a second publish of the
 * channel while one is queued or running is refused by a conditional write), and one publish record per (creative,
 * version, destination), claimed with a conditional create BEFORE the platform is called. A redelivered message reads
 * the records: a Published one is never sent again, an In-Queue one (a crash between claim and answer) goes back to
 * its adapter, which finds what it made by the record's key instead of making it twice.
 */
import { Entity, type EntityItem } from 'electrodb';
import { AD_ACTIVATION_STATUSES, PUBLISH_CHANNELS, PUBLISH_JOB_STATUSES, PUBLISHING_UPLOAD_STATUSES } from '@shared/constants';
import type { AdActivationStatus, PublishChannel, PublishJobStatus, PublishingUploadStatus } from '@shared/contracts/publishing';
import { isConditionFailure, lazy, SERVICE, updatedAtAttribute } from '@functions/lib/db';

/** A job queued or running longer than this is taken as lost: a new publish of the channel may start. */
export const PUBLISH_JOB_STALE_MS = 30 * 60_000;

const model = lazy((cfg) => ({
  record: new Entity(
    {
      model: { entity: 'publishRecord', version: '1', service: SERVICE },
      attributes: {
        campaignId: { type: 'string', required: true },
        channel: { type: PUBLISH_CHANNELS, required: true },
        /** The platform account it goes to (network and advertiser, DV360 advertiser, Google Ads customer and ad group). */
        destination: { type: 'string', required: true },
        creativeId: { type: 'string', required: true },
        version: { type: 'string', required: true },
        name: { type: 'string', required: true },
        jobId: { type: 'string', required: true },
        status: { type: PUBLISHING_UPLOAD_STATUSES, required: true },
        activation: { type: AD_ACTIVATION_STATUSES, required: true },
        platformId: { type: 'string' },
        message: { type: 'string' },
        /** How often it was claimed (first claim 1; a claim of an Error record again adds one). */
        attempts: { type: 'number', required: true, default: 1 },
        updatedAt: updatedAtAttribute(),
      },
      indexes: {
        byCampaign: { pk: { field: 'pk', composite: ['campaignId'] }, sk: { field: 'sk', composite: ['channel', 'destination', 'creativeId', 'version'] } },
      },
    },
    cfg,
  ),
  job: new Entity(
    {
      model: { entity: 'publishJob', version: '1', service: SERVICE },
      attributes: {
        campaignId: { type: 'string', required: true },
        channel: { type: PUBLISH_CHANNELS, required: true },
        jobId: { type: 'string', required: true },
        userId: { type: 'string', required: true },
        nodeId: { type: 'string', required: true },
        delivery: { type: 'string' },
        status: { type: PUBLISH_JOB_STATUSES, required: true },
        destination: { type: 'string' },
        /** The creatives of the job in order (ids), so the state lists this job's records only. */
        creativeIds: { type: 'list', items: { type: 'string' } },
        total: { type: 'number', required: true, default: 0 },
        published: { type: 'number', required: true, default: 0 },
        failed: { type: 'number', required: true, default: 0 },
        title: { type: 'string' },
        message: { type: 'string' },
        updatedAt: updatedAtAttribute(),
      },
      indexes: { byCampaign: { pk: { field: 'pk', composite: ['campaignId'] }, sk: { field: 'sk', composite: ['channel'] } } },
    },
    cfg,
  ),
}));

export type PublishRecord = EntityItem<ReturnType<typeof model>['record']>;
export type PublishJob = EntityItem<ReturnType<typeof model>['job']>;
export interface RecordKey {
  campaignId: string;
  channel: PublishChannel;
  destination: string;
  creativeId: string;
  version: string;
}

/** The idempotency key of a record (what adapters write onto the platform's object): short, stable, platform-safe. */
export const recordKeyText = (k: RecordKey) => `mq-${k.campaignId.slice(-8)}-${k.creativeId.slice(-10)}-${k.version.slice(0, 8)}`;

export const publishingRepository = {
  /**
   * Claims the record before the platform call: created In-Queue when new; an Error record is claimed again
   * (a new try). A Published or In-Queue record is answered as it is (`claimed: false`), so the caller knows what the
   * earlier delivery did: Published is final, In-Queue goes back to the adapter's look-up by key.
   */
  async claim(key: RecordKey, name: string, jobId: string): Promise<{ claimed: boolean; record: PublishRecord }> {
    const item = { ...key, name, jobId, status: 'In-Queue' as const, activation: 'IN_QUEUE' as const, attempts: 1 };
    try {
      const { data } = await model().record.create(item).go();
      return { claimed: true, record: data };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      const { data } = await model()
        .record.patch(key)
        .set({ status: 'In-Queue', activation: 'IN_QUEUE', jobId, name })
        .add({ attempts: 1 })
        .remove(['message'])
        .where(({ status }, { eq }) => eq(status, 'Error'))
        .go({ response: 'all_new' });
      return { claimed: true, record: data as PublishRecord };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const { data } = await model().record.get(key).go({ consistent: true });
    if (!data) throw new Error('publish record vanished while claimed');
    return { claimed: false, record: data };
  },

  /** What the platform answered for a claimed record. */
  async settle(key: RecordKey, result: { status: PublishingUploadStatus; activation: AdActivationStatus; platformId?: string; message?: string }): Promise<void> {
    const set = { status: result.status, activation: result.activation, ...(result.platformId ? { platformId: result.platformId } : {}), ...(result.message ? { message: result.message } : {}) };
    await model().record.patch(key).set(set).go({ response: 'none' });
  },

  listRecords: async (campaignId: string): Promise<PublishRecord[]> => (await model().record.query.byCampaign({ campaignId }).go({ pages: 'all' })).data,

  /**
   * Starts a channel's job: refused (false) while another job of the channel is queued or running and not stale.
   */
  async startJob(job: Pick<PublishJob, 'campaignId' | 'channel' | 'jobId' | 'userId' | 'nodeId'> & { delivery?: string }, now: number): Promise<boolean> {
    try {
      await model()
        .job.put({ ...job, status: 'queued', total: 0, published: 0, failed: 0, creativeIds: [] })
        .where(({ status, updatedAt }, { notExists, eq, lt }) => `${notExists(status)} OR ${eq(status, 'finished')} OR ${eq(status, 'error')} OR ${lt(updatedAt, now - PUBLISH_JOB_STALE_MS)}`)
        .go({ response: 'none' });
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  getJob: async (campaignId: string, channel: PublishChannel): Promise<PublishJob | null> => (await model().job.get({ campaignId, channel }).go({ consistent: true })).data,

  listJobs: async (campaignId: string): Promise<PublishJob[]> => (await model().job.query.byCampaign({ campaignId }).go({ pages: 'all' })).data,

  /** Changes the job of `jobId` (a newer job of the channel is left alone). */
  async updateJob(campaignId: string, channel: PublishChannel, jobId: string, set: Partial<Pick<PublishJob, 'status' | 'total' | 'published' | 'failed' | 'title' | 'message' | 'creativeIds' | 'destination' | 'delivery'>> & { status?: PublishJobStatus }): Promise<boolean> {
    try {
      await model()
        .job.patch({ campaignId, channel })
        .set(set)
        .where((a, { eq }) => eq(a.jobId, jobId))
        .go({ response: 'none' });
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};
