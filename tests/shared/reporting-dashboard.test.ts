import { personalisationType } from '@shared/domain/campaigns';
import {
  campaignsInScope, channelChange, comparisonWeeks, dashboardPeriod, dashboardReports, DEFAULT_FILTERS, filteredRequest, filtersFromSearch,
  filtersToSearch, formatChange, otherDeliveryTypeInScope, overallStatsRequest, searchHasFilters, statBoxesFor,
} from '@shared/reporting/dashboard';

describe('dashboard rules', () => {
  it('picks the four stat boxes of a channel, none for others', () => {
    expect(statBoxesFor('google')).toEqual(['IMPRESSIONS', 'CTR', 'CLICKS', 'CVR']);
    expect(statBoxesFor('facebook')).toEqual(['IMPRESSIONS', 'CTR', 'CLICKS', 'TOTAL_CONVERSIONS']);
    expect(statBoxesFor('youtube')).toEqual(['IMPRESSIONS', 'CLICKS', 'VIDEO_VIEWS', 'VIEW_THROUGH_CONVERSIONS']);
    expect(statBoxesFor('tiktok')).toEqual([]);
    expect(statBoxesFor(null)).toEqual([]);
  });

  it('round-trips the filters through the query string, leaving defaults out', () => {
    const filters = { ...DEFAULT_FILTERS, campaignIds: ['c1', 'c2'], mediaCampaignNames: ["Summer 'sale'"], channel: null, statBoxes: [], dateRange: 30, deliveryType: 'ASSEMBLY' as const };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('campaignIds=c1&campaignIds=c2&mediaCampaignNames=Summer+%27sale%27&deliveryType=ASSEMBLY&channel=&dateRange=30');
    expect(filtersFromSearch(new URLSearchParams(search.toString()))).toEqual(filters);
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
    expect(searchHasFilters(new URLSearchParams('partner=p1'))).toBe(false);
    expect(searchHasFilters(new URLSearchParams('partner=p1&dateRange=30'))).toBe(true);
  });

  it('falls back to the defaults for unknown values in the query string', () => {
    expect(filtersFromSearch(new URLSearchParams('channel=myspace&dateRange=9999&deliveryType=x'))).toEqual(DEFAULT_FILTERS);
    // boxes: as many as the channel has, known metrics, none twice
    for (const boxes of ['ROAS', 'ROAS&statBoxes=CTR&statBoxes=CLICKS&statBoxes=CTR', 'ROAS&statBoxes=CTR&statBoxes=CLICKS&statBoxes=HOVERS']) {
      expect(filtersFromSearch(new URLSearchParams(`statBoxes=${boxes}`)).statBoxes).toEqual(['IMPRESSIONS', 'CTR', 'CLICKS', 'CVR']);
    }
    expect(filtersFromSearch(new URLSearchParams('channel=&statBoxes=ROAS')).statBoxes).toEqual([]);
  });

  it('keeps chosen stat boxes in the query string, and a channel change resets them to its defaults', () => {
    const chosen = { ...DEFAULT_FILTERS, channel: 'youtube', statBoxes: ['IMPRESSIONS', 'VTR', 'VIDEO_VIEWS', 'ROAS'] };
    const search = filtersToSearch(chosen);
    expect(search.toString()).toBe('channel=youtube&statBoxes=IMPRESSIONS&statBoxes=VTR&statBoxes=VIDEO_VIEWS&statBoxes=ROAS');
    expect(filtersFromSearch(search)).toEqual(chosen);
    expect(searchHasFilters(new URLSearchParams('statBoxes=ROAS'))).toBe(true);
    // the channel's own boxes are the default: left out
    expect(filtersToSearch({ ...chosen, ...channelChange('youtube') }).toString()).toBe('channel=youtube');
    expect(channelChange('facebook')).toEqual({ channel: 'facebook', statBoxes: ['IMPRESSIONS', 'CTR', 'CLICKS', 'TOTAL_CONVERSIONS'] });
    expect(channelChange(null)).toEqual({ channel: null, statBoxes: [] });
  });

  it('reads the campaigns of the delivery type and channel, within the picked ones', () => {
    const campaigns = [
      { id: 'display', platform: 'google', deliveryType: 'DECISION_TREE' as const },
      { id: 'reels', platform: 'facebook', deliveryType: 'ASSEMBLY' as const },
      { id: 'static', platform: 'facebook', deliveryType: 'DECISION_TREE' as const },
      { id: 'bumper', platform: 'youtube', deliveryType: 'ASSEMBLY' as const },
    ];
    expect(campaignsInScope(DEFAULT_FILTERS, campaigns)).toEqual(['display']);
    expect(campaignsInScope({ ...DEFAULT_FILTERS, channel: null, deliveryType: 'ASSEMBLY' }, campaigns)).toEqual(['reels', 'bumper']);
    expect(campaignsInScope({ ...DEFAULT_FILTERS, channel: 'facebook', campaignIds: ['reels', 'static', 'display'] }, campaigns)).toEqual(['static']);
    expect(campaignsInScope({ ...DEFAULT_FILTERS, channel: 'youtube' }, campaigns)).toEqual([]);
    // the other type is offered only when the chosen one has nothing and the other has something
    expect(otherDeliveryTypeInScope({ ...DEFAULT_FILTERS, channel: 'youtube' }, campaigns)).toBe('ASSEMBLY');
    expect(otherDeliveryTypeInScope({ ...DEFAULT_FILTERS, channel: 'youtube', deliveryType: 'ASSEMBLY' }, campaigns)).toBeNull();
    expect(otherDeliveryTypeInScope({ ...DEFAULT_FILTERS, channel: 'facebook' }, campaigns)).toBeNull();
    expect(otherDeliveryTypeInScope({ ...DEFAULT_FILTERS, channel: 'tiktok' }, campaigns)).toBeNull();
  });

  it('makes a campaign an assembly when its formats include a social or video-platform video (002 4)', () => {
    expect(personalisationType([{ platform: 'facebook', channel: 'static' }, { platform: 'facebook', channel: 'video' }])).toBe('ASSEMBLY');
    expect(personalisationType([{ platform: 'youtube', channel: 'video' }])).toBe('ASSEMBLY');
    // a display ad server's video is not assembled
    expect(personalisationType([{ platform: 'google', channel: 'display' }, { platform: 'google', channel: 'video' }])).toBe('DECISION_TREE');
    expect(personalisationType([])).toBe('DECISION_TREE');
  });

  it('compares the last week with the week before, relative to the end date', () => {
    const period = dashboardPeriod({ ...DEFAULT_FILTERS, dateRange: 30 }, '2026-03-01');
    expect(period).toEqual({ from: '2026-01-30', to: '2026-03-01' });
    expect(comparisonWeeks(period.to)).toEqual({ lastWeek: { from: '2026-02-22', to: '2026-03-01' }, weekBefore: { from: '2026-02-15', to: '2026-02-22' } });
  });

  it('turns filters into where and access filters, the overall stats without the tracker', () => {
    const filters = { ...DEFAULT_FILTERS, campaignIds: ['c1'], marketIds: ['n1'], objectives: ['Sales'] };
    expect(filteredRequest(filters, { from: '2026-03-01', to: '2026-03-08' })).toEqual({
      where: { TIMESTAMP: { $between: ['2026-03-01T00:00:00', '2026-03-08T00:00:00'] }, businessNodeId: { $in: ['n1'] }, objective: { $in: ['Sales'] }, platform: { $in: ['google'] } },
      accessCheckFilters: { campaignId: ['c1'] },
    });
    expect(overallStatsRequest(DEFAULT_FILTERS, { from: '2026-03-01', to: '2026-03-08' }, ['CTR']).where?.source).toEqual({ $in: ['adserver'] });
  });

  it('writes a relative change with its sign', () => {
    expect(formatChange(0.25)).toBe('+25.00%');
    expect(formatChange(-0.031)).toBe('-3.10%');
    expect(formatChange(0)).toBe('0.00%');
    expect(formatChange(1)).toBe('+100.00%');
  });

  it("builds every area's report from the filters alone: stats only with stat boxes, pages and granularity as shown", () => {
    const reports = dashboardReports(DEFAULT_FILTERS, '2026-03-15', { granularity: 'WEEK', pages: { top: 2, worst: 0 } });
    expect(Object.keys(reports)).toEqual(['overall', 'lastWeek', 'weekBefore', 'series', 'audiences', 'top', 'worst', 'creativesCount', 'own']);
    // a 7-day range: the period and the last week are the same request (one report for both)
    expect(reports.lastWeek).toEqual(reports.overall);
    expect(reports.weekBefore?.where?.TIMESTAMP).toEqual({ $between: ['2026-03-01T00:00:00', '2026-03-08T00:00:00'] });
    expect(reports.series).toMatchObject({ granularity: 'WEEK', select: ['IMPRESSIONS', 'CTR', 'CLICKS', 'CVR'] });
    expect(reports.top).toMatchObject({ offset: 10, orderBy: [{ field: 'CTR', direction: 'DESC' }, { field: 'variationHash', direction: 'ASC' }] });
    expect(reports.worst).toMatchObject({ offset: 0 });
    // no campaign is named: the server narrows to the delivery type's campaigns (POST /report/batch's scope)
    expect(Object.values(reports).every((r) => !r?.accessCheckFilters?.campaignId)).toBe(true);
    const noChannel = dashboardReports({ ...DEFAULT_FILTERS, ...channelChange(null) }, '2026-03-15', { granularity: 'DAY', pages: { top: 0, worst: 0 } });
    expect([noChannel.overall, noChannel.lastWeek, noChannel.weekBefore, noChannel.series, noChannel.audiences]).toEqual([null, null, null, null, null]);
    expect(noChannel.top?.where?.platform).toBeUndefined();
  });
});
