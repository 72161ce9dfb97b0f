/**
 * The publish-record primitive: a record is claimed with a conditional write before the platform call; a second
 * claim (a redelivered message) gets the record as the first delivery left it, never a second claim, except after an
 * Error (a new try). A channel's job is single: a second start is refused while one is queued.
 */
import { describe, expect, it } from 'vitest';
import { newId } from '@functions/lib/ids';
import { publishingRepository, recordKeyText, type RecordKey } from '@functions/publishing/publishing-repository';

const key = (): RecordKey => ({ campaignId: newId(), channel: 'dv360', destination: 'advertiser 4455667', creativeId: newId(), version: 'abcdef0123456789' });

describe('publish records', () => {
  it('claims a new record once; a second claim reads it as the first left it', async () => {
    const k = key();
    const first = await publishingRepository.claim(k, 'Banner 300x250', 'job-1');
    expect(first).toMatchObject({ claimed: true, record: { status: 'In-Queue', activation: 'IN_QUEUE', attempts: 1 } });
    const again = await publishingRepository.claim(k, 'Banner 300x250', 'job-1');
    expect(again).toMatchObject({ claimed: false, record: { status: 'In-Queue' } });
    await publishingRepository.settle(k, { status: 'Published', activation: 'ACTIVATED', platformId: '777' });
    const after = await publishingRepository.claim(k, 'Banner 300x250', 'job-2');
    expect(after).toMatchObject({ claimed: false, record: { status: 'Published', platformId: '777', jobId: 'job-1' } });
  });

  it('claims an Error record again as a new try', async () => {
    const k = key();
    await publishingRepository.claim(k, 'Banner', 'job-1');
    await publishingRepository.settle(k, { status: 'Error', activation: 'ERROR', message: 'refused' });
    const retry = await publishingRepository.claim(k, 'Banner', 'job-2');
    expect(retry.claimed).toBe(true);
    expect(retry.record).toMatchObject({ status: 'In-Queue', attempts: 2, jobId: 'job-2' });
    expect(retry.record.message).toBeUndefined();
  });

  it('lets exactly one of two simultaneous claims win', async () => {
    const k = key();
    const results = await Promise.all([publishingRepository.claim(k, 'A', 'j'), publishingRepository.claim(k, 'A', 'j')]);
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
  });

  it('keeps the key short and stable per creative version', () => {
    const k = key();
    expect(recordKeyText(k)).toBe(recordKeyText({ ...k }));
    expect(recordKeyText({ ...k, version: 'ffffffff00000000' })).not.toBe(recordKeyText(k));
    expect(recordKeyText(k).length).toBeLessThanOrEqual(40);
  });

  it('refuses a second job of a channel while one is queued, accepts one after it finished', async () => {
    const campaignId = newId();
    const job = { campaignId, channel: 'gads' as const, userId: newId(), nodeId: newId() };
    const now = Date.now();
    expect(await publishingRepository.startJob({ ...job, jobId: 'a' }, now)).toBe(true);
    expect(await publishingRepository.startJob({ ...job, jobId: 'b' }, now)).toBe(false);
    expect(await publishingRepository.updateJob(campaignId, 'gads', 'b', { status: 'finished' })).toBe(false);
    expect(await publishingRepository.updateJob(campaignId, 'gads', 'a', { status: 'finished' })).toBe(true);
    expect(await publishingRepository.startJob({ ...job, jobId: 'c' }, now)).toBe(true);
    expect(await publishingRepository.getJob(campaignId, 'gads')).toMatchObject({ jobId: 'c', status: 'queued' });
  });
});
