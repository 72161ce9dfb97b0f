/**
 * The embedded default's first start gives the analyst saved reports over the seeded facts
 * (infra/local/seed-saved-reports.ts): each opens and its report runs with rows; a restart adds none.
 */
import { savedReportsRepository } from '@functions/reporting/saved-reports-repository';
import { seedSavedReports } from '@infra/local/seed-saved-reports';
import { parseReportTsv } from '@shared/reporting/metrics';
import { metricIds, rowsRequest } from '@web/features/analyzer/lib/analyzer-query';
import { spanOf } from '@web/features/analyzer/lib/date-span';
import { as } from './business-nodes-helpers';
import { call, signIn, type SignedIn } from './client';

let analyst: SignedIn;
const NAMES = ['Campaign performance, last 30 days', 'Sparkle leads by campaign', 'Audiences by week'];

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
      // the request the analyzer makes for the opened report (its own view-to-request mapping)
      const body = rowsRequest(view, spanOf(view.dateRange), { limit: 25, offset: 0 });
      const res = await call('POST', '/api/report', { cookie: analyst.cookie, csrf: analyst.csrf, body });
      expect(res.status, `${view.name}: ${JSON.stringify(res.body)}`).toBe(200);
      const { columns, rows } = parseReportTsv(res.body);
      expect(columns).toEqual(expect.arrayContaining(metricIds(view)));
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
