import { customMetricId } from '@shared/reporting/catalogue';
import {
  escapeCell, formatMetric, metricDefinition, metricValue, parseReportTsv, ratio, relativeChange,
} from '@shared/reporting/metrics';

const conversion = '0123456789abcdef01234567';

describe('metric arithmetic', () => {
  it('divides sums and gives 0 for a zero denominator', () => {
    expect(ratio(3, 200)).toBe(0.015);
    expect(ratio(3, 0)).toBe(0);
  });

  it('relative change is 1 when the previous value is zero', () => {
    expect(relativeChange(150, 100)).toBe(0.5);
    expect(relativeChange(50, 100)).toBe(-0.5);
    expect(relativeChange(7, 0)).toBe(1);
    expect(relativeChange(0, 0)).toBe(1);
  });

  it('shows percentages x100 with 2 decimals, capped at plus or minus 100% unless uncapped', () => {
    expect(metricValue('CTR', 0.012345)).toBe(1.23);
    expect(metricValue('CTR', 0.012355)).toBe(1.24);
    expect(metricValue('VTR', 1.5)).toBe(100);
    expect(metricValue('VTR', -2)).toBe(-100);
    expect(metricValue('VTR', 1.5, { uncapped: true })).toBe(150);
    expect(metricValue('CVR', null)).toBe(0);
  });

  it('rounds ROAS and money to 2 decimals and never caps them', () => {
    expect(metricValue('ROAS', 3.14159)).toBe(3.14);
    expect(metricValue('ROAS', 250.456)).toBe(250.46);
    expect(metricValue('MEDIA_SPEND', 10.005)).toBe(10.01);
    expect(metricValue('IMPRESSIONS', 1234)).toBe(1234);
  });

  it('formats what a user reads', () => {
    expect(formatMetric('CTR', 0.5)).toBe('50.00%');
    expect(formatMetric('CTR', 2)).toBe('100.00%');
    expect(formatMetric('ROAS', 1.5)).toBe('1.50');
    expect(formatMetric('IMPRESSIONS', 1234567)).toBe('1,234,567');
    expect(formatMetric('PURCHASES_CONVERSION_VALUE', 1234.5)).toBe('1,234.50');
  });

  it('knows the custom-conversion endings: counts are sums, CVR and rate are capped percentages', () => {
    expect(metricDefinition(customMetricId(conversion, 'TOTAL_CONVERSIONS'), 'Sign-ups')).toMatchObject({ kind: 'sum', label: 'Sign-ups Total Conversions' });
    expect(metricDefinition(customMetricId(conversion, 'RATE'))).toMatchObject({ kind: 'ratio', percentage: true, label: 'rate' });
    expect(formatMetric(customMetricId(conversion, 'CVR'), 0.031)).toBe('3.10%');
    expect(metricDefinition('NOPE')).toBeUndefined();
  });
});

describe('the tab-separated answer', () => {
  it('parses metrics and counts as numbers, fields as text, empty cells as no value', () => {
    const text = 'campaignId\tIMPRESSIONS\tCTR\tcount\nc1\t100\t0.03\t2\n\t50\t\t1\n';
    expect(parseReportTsv(text)).toEqual({
      columns: ['campaignId', 'IMPRESSIONS', 'CTR', 'count'],
      rows: [
        { campaignId: 'c1', IMPRESSIONS: 100, CTR: 0.03, count: 2 },
        { campaignId: null, IMPRESSIONS: 50, CTR: null, count: 1 },
      ],
    });
  });

  it('keeps tabs, line breaks and backslashes inside a value', () => {
    const name = 'Summer\tsale\nfinal \\ cut';
    const parsed = parseReportTsv(`EXTERNAL_CAMPAIGN_NAME\tCLICKS\n${escapeCell(name)}\t3`);
    expect(parsed.rows).toEqual([{ EXTERNAL_CAMPAIGN_NAME: name, CLICKS: 3 }]);
  });

  it('answers no columns for an empty text and a header alone for no rows', () => {
    expect(parseReportTsv('')).toEqual({ columns: [], rows: [] });
    expect(parseReportTsv('platform\n')).toEqual({ columns: ['platform'], rows: [] });
  });
});
