/**
 * The analyzer's pure rules: the CSV export (002 8, 9: row limit and truncation, formula neutralising, file name with the
 * date day-month-year) and the view-to-request mapping (002 7: $in filters, campaigns in accessCheckFilters, the date
 * range from begin = end minus dateRange).
 */
import dayjs from 'dayjs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_ROW_LIMIT } from '@shared/constants';
import { countRequest, filterValuesRequest, rowsRequest, type ViewDraft } from '@web/features/analyzer/lib/analyzer-query';
import { buildCsv, csvFileName, neutraliseCell } from '@web/features/analyzer/lib/csv-rules';
import { rangeOf, spanOf } from '@web/features/analyzer/lib/date-span';
import { cellText, csvCell, csvHeading, viewColumns } from '@web/features/analyzer/lib/table-columns';

describe('CSV rules', () => {
  it.each(['=1+2', '+1', '-1+A1', '@SUM(A1)', '\t=cmd', '\r=cmd', "=HYPERLINK(\"http://x\",\"y\")"])('neutralises %j with a leading quote', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it.each([['Sparkle Zero'], ['a=b'], ['1-2'], [''], [-5], [0.25], [null]] as const)('leaves %j as it is', (cell) => {
    expect(neutraliseCell(cell)).toBe(cell);
  });

  it('writes header and rows, quoting what needs quotes, and a spreadsheet formula never survives', () => {
    const { csv, rowCount, truncated } = buildCsv({
      header: ['Campaign', 'Clicks', '=evil'],
      rows: [['Summer, "hot"', 12, '=2+5'], ['@cmd', -3, null]],
      total: 2,
      limit: CSV_ROW_LIMIT,
    });
    expect({ rowCount, truncated }).toEqual({ rowCount: 2, truncated: false });
    expect(csv.split('\r\n')).toEqual(["Campaign,Clicks,'=evil", '"Summer, ""hot""",12,\'=2+5', "'@cmd,-3,"]);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed.flat().some((cell) => /^[=+\-@]/.test(cell) && Number.isNaN(Number(cell)))).toBe(false);
  });

  it('keeps at most the limit and says the data set was truncated', () => {
    const rows = Array.from({ length: CSV_ROW_LIMIT + 5 }, (_v, i) => [`row ${i}`, i]);
    const result = buildCsv({ header: ['Name', 'N'], rows, total: 25_000, limit: CSV_ROW_LIMIT });
    expect(result.rowCount).toBe(CSV_ROW_LIMIT);
    expect(result.truncated).toBe(true);
    expect(result.csv.split('\r\n')).toHaveLength(CSV_ROW_LIMIT + 1);
    expect(result.csv.split('\r\n').at(-1)).toBe(`row ${CSV_ROW_LIMIT - 1},${CSV_ROW_LIMIT - 1}`);
  });

  it('is not truncated at exactly the limit', () => {
    const rows = Array.from({ length: 3 }, (_v, i) => [i]);
    expect(buildCsv({ header: ['N'], rows, total: 3, limit: 3 }).truncated).toBe(false);
    expect(buildCsv({ header: ['N'], rows, total: 4, limit: 3 }).truncated).toBe(true);
  });

  it('names the file after the report and the date day-month-year', () => {
    const date = new Date(2026, 0, 5, 23, 59);
    expect(csvFileName('Clicks by platform', date)).toBe('Clicks-by-platform-05-01-2026.csv');
    expect(csvFileName(undefined, date)).toBe('analyze-05-01-2026.csv');
    expect(csvFileName('../../etc/passwd', date)).toBe('etc-passwd-05-01-2026.csv');
    expect(csvFileName('Café ünd Ö', new Date(2026, 10, 22))).toBe('Café-ünd-Ö-22-11-2026.csv');
  });
});

const VIEW: ViewDraft = {
  dateRange: 14,
  filters: [
    { id: 'platform', values: ['google'] },
    { id: 'campaignId', values: ['c1', 'c2'] },
    { id: 'format', values: [] },
  ],
  splits: [{ field: 'format', sortIndex: 1 }, { field: 'platform', sortIndex: 0 }],
  metrics: [{ field: 'CTR', sortIndex: 1 }, { field: 'IMPRESSIONS', sortIndex: 0 }],
  granularity: { field: 'TIMESTAMP', value: 'DAY', sortIndex: 0 },
  sort: { field: 'CTR', direction: 'DESC' },
};
const SPAN = { begin: '2026-11-08', end: '2026-11-22' };

describe('view to report requests', () => {
  it('a page of rows: metrics and splits in their order, filters as $in, campaigns as an access filter', () => {
    expect(rowsRequest(VIEW, SPAN, { limit: 50, offset: 100 })).toEqual({
      select: ['IMPRESSIONS', 'CTR'],
      groupBy: ['platform', 'format'],
      where: { TIMESTAMP: { $between: ['2026-11-08', '2026-11-22'] }, platform: { $in: ['google'] } },
      accessCheckFilters: { campaignId: ['c1', 'c2'] },
      granularity: 'DAY',
      orderBy: [{ field: 'CTR', direction: 'DESC' }],
      limit: 50,
      offset: 100,
    });
  });

  it('the count: the same groups, no metrics; none needed without split or granularity', () => {
    expect(countRequest(VIEW, SPAN)).toMatchObject({ count: true, groupBy: ['platform', 'format'], granularity: 'DAY', accessCheckFilters: { campaignId: ['c1', 'c2'] } });
    expect(countRequest({ ...VIEW, splits: [], granularity: { ...VIEW.granularity, value: 'ALL' } }, SPAN)).toBeNull();
  });

  it("a filter's values: a split on its field within the other filters", () => {
    const request = filterValuesRequest(VIEW, SPAN, 'platform', 1000);
    expect(request).toMatchObject({ groupBy: ['platform'], limit: 1000, accessCheckFilters: { campaignId: ['c1', 'c2'] } });
    expect(request.where).toEqual({ TIMESTAMP: { $between: ['2026-11-08', '2026-11-22'] } });
    expect(request.select).toBeUndefined();
  });

  it('begin = end minus the dateRange; a hand-picked span gives its range back', () => {
    expect(spanOf(7, dayjs('2026-11-22'))).toEqual({ begin: '2026-11-15', end: '2026-11-22' });
    expect(spanOf(90, dayjs('2026-03-01'))).toEqual({ begin: '2025-12-01', end: '2026-03-01' });
    expect(rangeOf({ begin: '2026-11-01', end: '2026-11-22' })).toBe(21);
    expect(rangeOf({ begin: '2026-11-22', end: '2026-11-22' })).toBe(1);
  });

  it('CSV cells: time to its granularity, campaign names for ids, metrics as capped numbers', () => {
    const columns = viewColumns({ ...VIEW, splits: [{ field: 'campaignId', sortIndex: 0 }] }, []);
    expect(columns.map((c) => c.label)).toEqual(['Date', 'Campaign', 'Impressions', 'CTR']);
    const row = { TIMESTAMP: '2026-11-20T00:00:00Z', campaignId: 'c1', IMPRESSIONS: 1200, CTR: 1.7 };
    const labels = { campaignId: new Map([['c1', 'Summer Launch']]) };
    expect(columns.map((c) => csvCell(c, row, 'DAY', labels))).toEqual(['2026-11-20', 'Summer Launch', 1200, 100]);
    expect(columns.map(csvHeading)).toEqual(['Date', 'Campaign', 'Impressions', 'CTR (%)']);
  });

  it("a missing split value reads '(none)' in the table and stays empty in the CSV", () => {
    const columns = viewColumns({ ...VIEW, splits: [{ field: 'audienceName', sortIndex: 0 }] }, []);
    const row = { TIMESTAMP: '2026-11-20T00:00:00Z', audienceName: null, IMPRESSIONS: 0, CTR: null };
    expect(columns.map((c) => cellText(c, row, 'DAY', {}))).toEqual(['2026-11-20', '(none)', '0', '0.00%']);
    expect(columns.map((c) => csvCell(c, row, 'DAY', {}))).toEqual(['2026-11-20', '', 0, 0]);
  });
});
