/**
 * The report SQL builder: golden Trino (Athena engine v3) text, and the DuckDB text run on a small Parquet fixture.
 * No text of a request reaches the SQL: values go out as parameters, names only from the catalogue.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportRequestSchema, type ReportRequest } from '@shared/contracts/report';
import { createDuckDbEngine } from '@functions/reporting/engines/duckdb-engine';
import type { ReportEngine } from '@functions/reporting/engines/engine';
import { buildReportQuery, buildRelevantDimensionsQuery, ReportQueryError, type BuildOptions } from '@functions/reporting/sql/builder';
import { raw } from '@functions/reporting/sql/fragment';
import { writeFacts } from './report-facts';

const CONVERSION = '0123456789abcdef01234567';
const conversions = new Map([[CONVERSION, ['act-1', "act'2"]]]);
const trino: BuildOptions = { dialect: 'trino', source: raw('"marquee"."performance"'), conversions };
const scope = (body: ReportRequest, campaignId?: string[]) => ({
  ...reportRequestSchema.parse(body),
  accessCheckFilters: { partnerId: ['p1'], ...(campaignId ? { campaignId } : {}) },
});

describe('Trino text (golden)', () => {
  it('a daily campaign report with a rate, a custom conversion, having, order and page', () => {
    const query = buildReportQuery(scope({
      select: ['IMPRESSIONS', 'CTR', `CC_${CONVERSION}_CVR`],
      groupBy: ['campaignId'],
      granularity: 'DAY',
      where: { TIMESTAMP: { $between: ['2026-01-01', '2026-01-07'] }, platform: { $in: ['google'] } },
      having: { IMPRESSIONS: { $gte: 1000 } },
      orderBy: [{ field: 'CTR', direction: 'DESC' }],
      limit: 5,
      offset: 10,
    }, ['c1', 'c2']), trino);
    expect(query.text).toBe(`SELECT date_format(CAST("date" AS TIMESTAMP), '%Y-%m-%dT%H:%i:%sZ') AS "TIMESTAMP", "campaignId" AS "campaignId", SUM("IMPRESSIONS") AS "IMPRESSIONS", CAST(SUM("CLICKS") AS DOUBLE)/NULLIF(SUM("IMPRESSIONS"),0) AS "CTR", CAST(SUM(CASE WHEN "activityId" IN (?, ?) THEN COALESCE("CLICK_THROUGH_CONVERSIONS",0) + COALESCE("VIEW_THROUGH_CONVERSIONS",0) ELSE 0 END) AS DOUBLE)/NULLIF(SUM("IMPRESSIONS"),0) AS "CC_${CONVERSION}_CVR"
FROM "marquee"."performance"
WHERE "partnerId" IN (?)
  AND "campaignId" IN (?, ?)
  AND "date" BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)
  AND "platform" IN (?)
GROUP BY "date", "campaignId"
HAVING SUM("IMPRESSIONS") >= ?
ORDER BY 4 DESC
OFFSET ? LIMIT ?`);
    // whole days: the date partitions alone select the rows (TIMESTAMP is not read)
    expect(query.params).toEqual(['act-1', "act'2", 'p1', 'c1', 'c2', '2026-01-01', '2026-01-07', 'google', 1000, 10, 5]);
    expect(query.columns).toEqual(['TIMESTAMP', 'campaignId', 'IMPRESSIONS', 'CTR', `CC_${CONVERSION}_CVR`]);
  });

  it('weeks and months come from the date partition; hours and minutes from TIMESTAMP', () => {
    const text = (granularity: ReportRequest['granularity']) => buildReportQuery(scope({ select: ['CLICKS'], granularity }), trino).text;
    expect(text('WEEK')).toMatch(/^SELECT date_format\(CAST\(date_trunc\('week', "date"\) AS TIMESTAMP\), '%Y-%m-%dT%H:%i:%sZ'\) AS "TIMESTAMP", SUM\("CLICKS"\) AS "CLICKS"\n[^]*\nGROUP BY date_trunc\('week', "date"\)\n/);
    expect(text('MONTH')).toContain(`GROUP BY date_trunc('month', "date")\n`);
    expect(text('HOUR')).toMatch(/^SELECT date_format\(date_trunc\('hour', "TIMESTAMP"\), [^]*\nGROUP BY date_trunc\('hour', "TIMESTAMP"\)\n/);
  });

  it('a count: distinct groups, the period part of the group when granularity is not ALL', () => {
    const query = buildReportQuery(scope({
      groupBy: ['variationHash'],
      granularity: 'FIFTEEN_MIN',
      count: true,
      where: { TIMESTAMP: { $between: ['2026-01-01T00:00:00Z', '2026-01-08T00:00:00Z'] } },
    }), trino);
    expect(query.text).toBe(`SELECT COUNT(*) AS "count"
FROM (SELECT 1 AS "one"
  FROM "marquee"."performance"
  WHERE "partnerId" IN (?)
  AND "date" BETWEEN CAST(? AS DATE) AND CAST(? AS DATE) AND "TIMESTAMP" BETWEEN CAST(? AS TIMESTAMP) AND CAST(? AS TIMESTAMP)
  GROUP BY date_add('minute', -(minute("TIMESTAMP") % 15), date_trunc('minute', "TIMESTAMP")), "variationHash") AS "report_groups"`);
    // the dashboard's convention: 00:00:00 of the end day is taken as it is
    expect(query.params).toEqual(['p1', '2026-01-01', '2026-01-08', '2026-01-01 00:00:00.000', '2026-01-08 00:00:00.000']);
  });

  it('relevant dimensions count the distinct values of each field in the filtered rows', () => {
    const query = buildRelevantDimensionsQuery(scope({ where: { audienceName: { $hasAny: ['a'] } } }, ['c1']), trino);
    expect(query.text).toMatch(/^SELECT COUNT\(DISTINCT "campaignId"\) AS "campaignId", COUNT\(DISTINCT "partnerId"\) AS "partnerId", .* COUNT\(DISTINCT "activityId"\) AS "activityId"\nFROM "marquee"."performance"\nWHERE "partnerId" IN \(\?\)\n {2}AND "campaignId" IN \(\?\)\n {2}AND "audienceName" IN \(\?\)$/);
    expect(query.params).toEqual(['p1', 'c1', 'a']);
    expect(query.columns).not.toContain('TIMESTAMP');
  });

  it('puts request text only into parameters', () => {
    const evil = "x') OR 1=1 --";
    const query = buildReportQuery(scope({ select: ['CLICKS'], groupBy: ['AD_GROUP_NAME'], where: { AD_GROUP_NAME: { $in: [evil, 7] } } }), trino);
    expect(query.text).not.toContain(evil);
    expect(query.params).toEqual(['p1', evil, '7', 0, 1000]);
    expect(query.text).toContain('ORDER BY 1 ASC\nOFFSET ? LIMIT ?');
  });

  it.each([
    ['an unknown custom conversion', { select: [`CC_${'f'.repeat(24)}_RATE`] }, /Unknown metric/],
    ['$between on a field other than TIMESTAMP', { select: ['CLICKS'], where: { platform: { $between: ['2026-01-01', '2026-01-02'] } } }, /TIMESTAMP only/],
    ['$in on TIMESTAMP', { select: ['CLICKS'], where: { TIMESTAMP: { $in: ['2026-01-01'] } } }, /\$between only/],
    ['a range that ends before it starts', { select: ['CLICKS'], where: { TIMESTAMP: { $between: ['2026-01-08', '2026-01-01'] } } }, /ends before/],
    ['ordering by something not selected', { select: ['CLICKS'], orderBy: [{ field: 'CTR', direction: 'ASC' }] }, /neither a split/],
    ['nothing to select', {}, /Nothing to select/],
    ['a count with no split and no granularity', { count: true }, /needs a split/],
  ] as const)('refuses %s', (_name, body, message) => {
    expect(() => buildReportQuery(scope(body as ReportRequest), trino)).toThrow(ReportQueryError);
    expect(() => buildReportQuery(scope(body as ReportRequest), trino)).toThrow(message);
  });
});

describe('DuckDB text on a Parquet fixture', () => {
  let root: string;
  let engine: ReportEngine;
  const run = async (body: ReportRequest, campaignId?: string[]) => {
    const query = buildReportQuery(scope(body, campaignId), { dialect: 'duckdb', source: engine.source, conversions });
    return { columns: query.columns, rows: await engine.run(query) };
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'report-sql-'));
    engine = await createDuckDbEngine(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('answers no rows when no fact file exists yet', async () => {
    expect(await run({ select: ['IMPRESSIONS'], groupBy: ['campaignId'] })).toEqual({ columns: ['campaignId', 'IMPRESSIONS'], rows: [] });
  });

  it('sums, divides, buckets, filters and pages as the request says', async () => {
    const base = { partnerId: 'p1', platform: 'google', source: 'adserver' };
    writeFacts(root, 'batch-1', [
      { ...base, TIMESTAMP: '2026-01-01T10:07:00Z', campaignId: 'c1', IMPRESSIONS: 1000, CLICKS: 30, MEDIA_SPEND: 2.5, PURCHASES_CONVERSION_VALUE: 10 },
      { ...base, TIMESTAMP: '2026-01-01T10:12:00Z', campaignId: 'c1', IMPRESSIONS: 1000, CLICKS: 10, MEDIA_SPEND: 2.5, PURCHASES_CONVERSION_VALUE: 0 },
      { ...base, TIMESTAMP: '2026-01-02T23:59:00Z', campaignId: 'c2', IMPRESSIONS: 0, CLICKS: 0 },
      { ...base, TIMESTAMP: '2026-01-02T08:00:00Z', campaignId: 'c1', activityId: 'act-1', CLICK_THROUGH_CONVERSIONS: 4, VIEW_THROUGH_CONVERSIONS: 1 },
      { ...base, TIMESTAMP: '2026-01-02T08:00:00Z', campaignId: 'c1', activityId: 'act-9', CLICK_THROUGH_CONVERSIONS: 100 },
      { ...base, TIMESTAMP: '2026-01-03T00:00:00Z', campaignId: 'c3', IMPRESSIONS: 500, CLICKS: 5 },
      { ...base, TIMESTAMP: '2026-01-01T11:00:00Z', partnerId: 'p2', campaignId: 'x1', IMPRESSIONS: 999_999, CLICKS: 9 },
    ]);

    const byCampaign = await run({
      select: ['IMPRESSIONS', 'CLICKS', 'CTR', 'ROAS', `CC_${CONVERSION}_TOTAL_CONVERSIONS`, `CC_${CONVERSION}_RATE`],
      groupBy: ['campaignId'],
      where: { TIMESTAMP: { $between: ['2026-01-01', '2026-01-02'] } },
    });
    expect(byCampaign.rows).toEqual([
      ['c1', '2000', '40', '0.02', '2', '5', '0.125'],
      ['c2', '0', '0', null, null, '0', null],
    ]);

    const fiveMinutes = await run({ select: ['CLICKS'], granularity: 'FIVE_MIN', where: { campaignId: { $in: ['c1'] }, TIMESTAMP: { $between: ['2026-01-01', '2026-01-01'] } } });
    expect(fiveMinutes.rows).toEqual([['2026-01-01T10:05:00Z', '30'], ['2026-01-01T10:10:00Z', '10']]);

    const weekly = await run({ select: ['IMPRESSIONS'], granularity: 'WEEK' }, ['c1', 'c3']);
    expect(weekly.rows).toEqual([['2025-12-29T00:00:00Z', '2500']]);
    expect((await run({ select: ['IMPRESSIONS'], granularity: 'MONTH' }, ['c1', 'c3'])).rows).toEqual([['2026-01-01T00:00:00Z', '2500']]);
    const daily = await run({ select: ['IMPRESSIONS'], groupBy: ['campaignId'], granularity: 'DAY' }, ['c1', 'c2']);
    expect(daily.rows).toEqual([['2026-01-01T00:00:00Z', 'c1', '2000'], ['2026-01-02T00:00:00Z', 'c1', '0'], ['2026-01-02T00:00:00Z', 'c2', '0']]);

    const top = await run({ select: ['CTR', 'IMPRESSIONS'], groupBy: ['campaignId'], having: { IMPRESSIONS: { $gte: 500 } }, orderBy: [{ field: 'CTR', direction: 'DESC' }], limit: 1, offset: 1 });
    expect(top.rows).toEqual([['c3', '0.01', '500']]);

    const count = await run({ groupBy: ['campaignId'], count: true });
    expect(count.rows).toEqual([['3']]);
    // per day: c1 on the 1st and 2nd, c2 on the 2nd, c3 on the 3rd
    expect((await run({ groupBy: ['campaignId'], granularity: 'DAY', count: true })).rows).toEqual([['4']]);

    const dashboardEnd = await run({ select: ['IMPRESSIONS'], where: { TIMESTAMP: { $between: ['2026-01-02T00:00:00', '2026-01-03T00:00:00'] } } });
    expect(dashboardEnd.rows).toEqual([['500']]);
  });

  it('reads only the date partitions of the range (a broken file outside it is never opened)', async () => {
    const dir = join(root, 'performance', 'date=2026-06-01');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'broken.parquet'), 'not parquet');
    try {
      expect((await run({ select: ['IMPRESSIONS'], where: { TIMESTAMP: { $between: ['2026-01-01', '2026-01-31'] } } })).rows).toEqual([['2500']]);
      await expect(run({ select: ['IMPRESSIONS'] })).rejects.toThrow(/broken.parquet/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists the fields with a value in the filtered rows', async () => {
    const query = buildRelevantDimensionsQuery(scope({ where: { campaignId: { $in: ['c3'] } } }), { dialect: 'duckdb', source: engine.source, conversions });
    const [counts] = await engine.run(query);
    const present = query.columns.filter((_c, i) => Number(counts![i]) > 0);
    expect(present).toEqual(['campaignId', 'partnerId', 'platform', 'source']);
  });
});
