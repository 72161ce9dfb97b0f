import { describe, expect, it } from 'vitest';
import { MESSAGES, NOTIFICATION_TEXTS } from '@shared/messages';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_SOURCES,
  SOURCE_LABELS,
  describeNotification,
  isKnownNotification,
  toastsGlobally,
} from '@shared/notifications/catalogue';

const S = NOTIFICATION_SOURCES;
const E = NOTIFICATION_EVENTS;

describe('notification catalogue', () => {
  it('has the 11 job sources of 001 8 and the event kinds of 001 7, each with a label', () => {
    const jobSources = ['screenshotter', 'image-scorer', 'video-resizer', 'html-resizer', 'render-node', 'html-prerenderer', 'variations-scorer', 'publisher', 'ads-manager', 'meta', 'decision-tree-publisher'];
    const kinds = ['comments', 'campaigns', 'assets', 'storyboards', 'export', 'ad-platforms'];
    for (const source of [...jobSources, ...kinds]) expect(Object.values(S)).toContain(source);
    expect(SOURCE_LABELS['ads-manager']).toBe('Ads manager');
    expect(SOURCE_LABELS['decision-tree-publisher']).toBe('Decision-tree publisher');
  });

  it('describes every listed event with a title and a level', () => {
    for (const [key, events] of Object.entries(E)) {
      const source = S[key as keyof typeof S];
      for (const event of Object.values(events) as string[]) {
        const d = describeNotification({ source, event, payload: {} });
        expect(d.title, `${source} ${event}`).not.toBe('');
        expect(['success', 'info', 'warning', 'error']).toContain(d.level);
        expect(isKnownNotification(source, event)).toBe(true);
      }
    }
  });

  it('keeps the spec wording where 001 8 gives it', () => {
    expect(describeNotification({ source: S.screenshotter, event: E.screenshotter.failed })).toEqual({
      title: 'A screenshot generation error has happened. Please try again later or contact your administrator',
      message: '',
      level: 'error',
      durationMs: 5000,
    });
    expect(describeNotification({ source: S.renderNode, event: E.renderNode.nothingToPublish }).title).toBe('No variations found for this campaign. Nothing to publish');
    expect(describeNotification({ source: S.variationsScorer, event: E.variationsScorer.allScored }).title).toBe('All creatives are already scored');
    expect(describeNotification({ source: S.publisher, event: E.publisher.noVariations }).title).toBe('No variations to publish');
    expect(describeNotification({ source: S.publisher, event: E.publisher.videosUploading }).title).toBe('Some variation videos are still uploading');
  });

  it('fills the publishing texts with the channel, or the server message on failure', () => {
    expect(describeNotification({ source: S.publisher, event: E.publisher.finished, payload: { channel: 'Meta' } })).toMatchObject({
      title: 'Published successfully',
      message: 'Creatives were published to Meta',
      level: 'success',
    });
    expect(describeNotification({ source: S.publisher, event: E.publisher.failed, payload: { channel: 'Meta' } })).toMatchObject({
      title: 'Publish failed',
      message: 'Sorry, something went wrong publishing into Meta, please contact Customer Success',
      level: 'error',
      durationMs: 5000,
    });
    expect(describeNotification({ source: S.publisher, event: E.publisher.failed, payload: { channel: 'Meta', message: 'Ad account disabled' } }).message).toBe('Ad account disabled');
  });

  it('says Final or Interim approval requested', () => {
    expect(describeNotification({ source: S.campaigns, event: E.campaigns.approvalRequested, payload: { isFinal: true, campaignName: 'Summer' } })).toMatchObject({ title: 'Final approval requested', message: 'Summer' });
    expect(describeNotification({ source: S.campaigns, event: E.campaigns.approvalRequested, payload: { isFinal: false } }).title).toBe('Interim approval requested');
  });

  it('names the entity and destination of export notifications', () => {
    const d = describeNotification({ source: S.export, event: E.export.finished, payload: { entity: '12 creatives', destination: 'the asset library' } });
    expect(d.title).toBe('Export of 12 creatives to the asset library finished');
    expect(describeNotification({ source: S.export, event: E.export.failed, payload: { entity: 'Banner', destination: 'S3' } }).level).toBe('error');
  });

  it('uses the durations of 001 9', () => {
    expect(describeNotification({ source: S.personalize, event: E.personalize.creativesUpdated, payload: { n: 4 } })).toMatchObject({ title: '4 creative(s) was/were updated', level: 'success', durationMs: 3000 });
    expect(describeNotification({ source: S.personalize, event: E.personalize.activationFailed })).toMatchObject({ title: MESSAGES.activationFailed, level: 'error', durationMs: 10_000 });
    expect(describeNotification({ source: S.personalize, event: E.personalize.updatingCreatives })).toMatchObject({ title: 'Updating creatives', durationMs: null });
    expect(describeNotification({ source: S.campaigns, event: E.campaigns.createFailed, payload: { message: 'Name taken' } })).toEqual({
      title: 'Something went wrong :(',
      message: 'Name taken',
      level: 'error',
      durationMs: null,
    });
    expect(describeNotification({ source: S.imageScorer, event: E.imageScorer.failed }).durationMs).toBe(5000);
  });

  it('shows an unknown type as its source label and the server message, or the type', () => {
    expect(describeNotification({ source: S.meta, event: 'page-rate-limited', payload: { message: 'Too Many Requests' } })).toEqual({
      title: 'Meta',
      message: 'Too Many Requests',
      level: 'info',
      durationMs: 3000,
    });
    expect(describeNotification({ source: S.adsManager, event: 'quota-exceeded', payload: { error: 'Quota' } })).toMatchObject({ title: 'Ads manager', message: 'Quota', level: 'error', durationMs: 5000 });
    expect(describeNotification({ source: 'warehouse', event: 'stock-synced' })).toMatchObject({ title: 'warehouse', message: 'stock-synced' });
    expect(isKnownNotification('constructor', 'toString')).toBe(false);
    expect(describeNotification({ source: 'publisher', event: 'constructor' }).title).toBe('Publisher');
  });

  it('leaves the toast to the screens that already say it', () => {
    expect(toastsGlobally(S.htmlResizer, E.htmlResizer.finished)).toBe(false);
    expect(toastsGlobally(S.personalize, E.personalize.creativesUpdated)).toBe(false);
    expect(toastsGlobally(S.assets, E.assets.processed)).toBe(false);
    expect(toastsGlobally(S.campaigns, E.campaigns.approvalRequested)).toBe(true);
    expect(toastsGlobally(S.screenshotter, E.screenshotter.finished)).toBe(true);
    expect(toastsGlobally('somewhere', 'unknown')).toBe(true);
  });

  it('takes its texts from shared/messages.ts', () => {
    expect(describeNotification({ source: S.comments, event: E.comments.mentioned, payload: { authorName: 'Remy Reviewer', text: 'Look @Mona' } })).toMatchObject({
      title: 'Remy Reviewer mentioned you',
      message: 'Look @Mona',
    });
    expect(NOTIFICATION_TEXTS.screenshotsFailed).toContain('contact your administrator');
  });
});
