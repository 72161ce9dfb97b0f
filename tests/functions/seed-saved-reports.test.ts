/**
 * The embedded default's first start gives the analyst saved reports over the seeded facts
 * (infra/local/seed-saved-reports.ts): each opens and its report runs with rows; a restart adds none.
 */
import { savedReportsRepository } from '../../functions/reporting/saved-reports-repository';
import { seedSavedReports } from '../../infra/local/seed-saved-reports';
import { parseReportTsv } from '../../shared/reporting/metrics';
import { as } from './business-nodes-helpers';
import { call, signIn, type SignedIn } from './client';

let analyst: SignedIn;
const NAMES = ['Campaign performance, last 30 days', 'Sparkle leads by campaign', 'Audiences by week'];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  analyst = await signIn('analyst@demo.test');
});

const seeded = async () => (await savedReportsRepository.listByPartner(analyst.user.partnerId)).filter((r) => r.ownerId === analyst.user.id && NAMES.includes(r.view.name));

describe('seeded saved reports', () => {
  it("open in the analyst's analyzer and read rows of the seeded facts", async () => {
    const reports = await seeded();
    expect(reports.map((r) => r.view.name).sort()).toEqual([...NAMES].sort());
    for (const report of reports) {
      const { body: view, status } = await as(analyst).get(`/api/report/analyze-view/${report.id}`);
      expect(status).toBe(200);
      const byIndex = <T extends { sortIndex: number }>(items: T[]) => [...items].sort((a, b) => a.sortIndex - b.sortIndex);
      const select = byIndex(view.metrics as { field: string; sortIndex: number }[]).map((m) => m.field);
      const res = await call('POST', '/api/report', {
        cookie: analyst.cookie,
        csrf: analyst.csrf,
        body: {
          select,
          groupBy: byIndex(view.splits as { field: string; sortIndex: number }[]).map((s) => s.field),
          granularity: view.granularity.value,
          orderBy: view.sort ? [view.sort] : [],
          where: {
            TIMESTAMP: { $between: [day(-view.dateRange), day(0)] },
            ...Object.fromEntries((view.filters as { id: string; values: string[] }[]).map((f) => [f.id, { $in: f.values }])),
          },
          limit: 25,
        },
      });
      expect(res.status, `${view.name}: ${JSON.stringify(res.body)}`).toBe(200);
      const { columns, rows } = parseReportTsv(res.body);
      expect(columns).toEqual(expect.arrayContaining(select));
      expect(rows.length, view.name).toBeGreaterThan(0);
      // every row of 'Audiences by week' has its audience: the filter keeps the tracker's rows out
      if (view.splits.some((s: { field: string }) => s.field === 'audienceName')) expect(rows.every((r) => r.audienceName)).toBe(true);
    }
  });

  it('seeding again adds nothing', async () => {
    const before = (await seeded()).map((r) => r.id).sort();
    await seedSavedReports(analyst.user.partnerId, { id: analyst.user.id, email: 'analyst@demo.test' });
    expect((await seeded()).map((r) => r.id).sort()).toEqual(before);
  });
});
