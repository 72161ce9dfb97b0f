import { formatPerformance, performanceKey, variationPerformanceKey } from '@shared/domain/variant-performance';
import { variationHash } from '@shared/domain/variations';
import { keepsToggle, adSetCompleted, lineItemCompleted, lineItemSignal, adSetSignal } from '@shared/domain/personalize-signals';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('variant performance (001 3, 001 9 gathering threshold 50)', () => {
  it('is none without facts, gathering until impressions pass 50, then ready, with CTR and VTR as ratios', () => {
    expect(formatPerformance([], 50)).toEqual({ impressions: 0, clicks: 0, videoCompletions: 0, ctr: null, vtr: null, state: 'none' });
    expect(formatPerformance([{ impressions: 50, clicks: 5, videoCompletions: 10 }], 50)).toMatchObject({ state: 'gathering', ctr: 0.1, vtr: 0.2 });
    expect(formatPerformance([{ impressions: 40, clicks: 1, videoCompletions: 0 }, { impressions: 60, clicks: 3, videoCompletions: 50 }], 50)).toMatchObject({ impressions: 100, state: 'ready', ctr: 0.04, vtr: 0.5 });
  });
  it('matches a variant format to its variations by template and the pure hash of its values', () => {
    const values = { headline: 'Zero sugar', cta: 'Shop now' };
    expect(variationPerformanceKey('t1', variationHash({ cta: 'Shop now', headline: 'Zero sugar' }, 3, '300x250'))).toBe(performanceKey('t1', values));
    expect(variationPerformanceKey('t2', variationHash(values, 1, '300x250'))).not.toBe(performanceKey('t1', values));
  });
});

describe('signals from the ad platforms and on variants', () => {
  it('judges a DV360 line item finished by its custom flight end or archived status', () => {
    expect(lineItemCompleted({ entityStatus: 'ENTITY_STATUS_ACTIVE', endDate: '2026-11-24' }, NOW)).toBe(true);
    expect(lineItemCompleted({ entityStatus: 'ENTITY_STATUS_ACTIVE', endDate: '2026-11-25' }, NOW)).toBe(false);
    expect(lineItemCompleted({ entityStatus: 'ENTITY_STATUS_ACTIVE' }, NOW)).toBe(false);
    expect(lineItemCompleted({ entityStatus: 'ENTITY_STATUS_ARCHIVED' }, NOW)).toBe(true);
  });
  it('judges a Meta ad set finished by its end_time or archived / deleted status', () => {
    expect(adSetCompleted({ status: 'ACTIVE', effective_status: 'ACTIVE', end_time: '2026-11-25T11:59:59+0000' }, NOW)).toBe(true);
    expect(adSetCompleted({ status: 'ACTIVE', effective_status: 'ACTIVE', end_time: '2026-12-01T00:00:00+0000' }, NOW)).toBe(false);
    expect(adSetCompleted({ status: 'PAUSED', effective_status: 'ARCHIVED' }, NOW)).toBe(true);
    expect(adSetCompleted({ status: 'ACTIVE', effective_status: 'DELETED' }, NOW)).toBe(true);
  });
  it('names an imported segment after the platform item on one line, its id the value and its campaign the campaign id', () => {
    expect(lineItemSignal({ advertiserId: '1', campaignId: '31', insertionOrderId: '41', lineItemId: '51', displayName: 'DE\nProspecting', lineItemType: 'x', entityStatus: 'y' })).toEqual({
      name: 'DE Prospecting', type: 'userSegment', segmentType: 'dv360LineItem', values: ['51'], campaignIds: ['31'],
    });
    expect(adSetSignal({ id: '9', campaign_id: '8', name: '\u200b', status: 'ACTIVE' })).toMatchObject({ name: '9', segmentType: 'fbAdSet' });
  });
  it('keeps a variant on without user segments only when it is the fallback (001 4)', () => {
    expect(keepsToggle({ isFallback: false }, { userSegment: [] })).toBe(false);
    expect(keepsToggle({ isFallback: true }, { userSegment: [] })).toBe(true);
    expect(keepsToggle({ isFallback: false }, { userSegment: ['s'] })).toBe(true);
  });
});
