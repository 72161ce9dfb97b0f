/**
 * Demo Agency's saved reports on first start (never deployed), owned by analyst@demo.test, so /analyze opens on views
 * that read the seeded facts: campaigns over a month, the seeded custom conversion per campaign, audiences by week.
 * A report of the same name and owner already there is left alone, so a restart changes nothing.
 */
import { analyzeViewBodySchema, type AnalyzeViewBody } from '@shared/contracts/saved-reports';
import { customMetricId } from '@shared/reporting/catalogue';
import { customConversionsRepository } from '@functions/custom-conversions/custom-conversions-repository';
import { savedReportsRepository, type Owner } from '@functions/reporting/saved-reports-repository';
import { DEMO_CONVERSION } from './seed-floodlight';

const metrics = (...fields: string[]) => fields.map((field, sortIndex) => ({ field, sortIndex }));

/** The seeded views; the conversion's only while the conversion exists. */
export function demoSavedReports(conversionId: string | undefined): AnalyzeViewBody[] {
  const reports: (AnalyzeViewBody | null)[] = [
    {
      name: 'Campaign performance, last 30 days',
      dateRange: 30,
      splits: [{ field: 'campaignId', sortIndex: 0 }],
      metrics: metrics('IMPRESSIONS', 'CLICKS', 'CTR', 'MEDIA_SPEND', 'ROAS'),
      sort: { field: 'IMPRESSIONS', direction: 'DESC' },
    },
    conversionId ? {
      name: `${DEMO_CONVERSION.name} by campaign`,
      dateRange: 30,
      splits: [{ field: 'campaignId', sortIndex: 0 }],
      metrics: metrics('CLICKS', customMetricId(conversionId, 'TOTAL_CONVERSIONS'), customMetricId(conversionId, 'CVR')),
      sort: { field: customMetricId(conversionId, 'TOTAL_CONVERSIONS'), direction: 'DESC' },
    } : null,
    {
      name: 'Audiences by week',
      dateRange: 90,
      // the ad server's rows: the tracker's conversion rows carry no audience
      filters: [{ id: 'source', values: ['adserver'] }],
      splits: [{ field: 'audienceName', sortIndex: 0 }],
      metrics: metrics('IMPRESSIONS', 'CTR', 'VIEWABLE_CTR'),
      granularity: { field: 'TIMESTAMP', value: 'WEEK', sortIndex: 0 },
      sort: { field: 'TIMESTAMP', direction: 'ASC' },
    },
  ];
  return reports.filter((r): r is AnalyzeViewBody => !!r);
}

export async function seedSavedReports(partnerId: string, owner: Owner): Promise<void> {
  const conversion = (await customConversionsRepository.listByPartner(partnerId)).find((c) => c.name === DEMO_CONVERSION.name);
  const existing = new Set((await savedReportsRepository.listByPartner(partnerId)).filter((r) => r.ownerId === owner.id).map((r) => r.view.name));
  for (const body of demoSavedReports(conversion?.id)) {
    if (existing.has(body.name)) continue;
    await savedReportsRepository.create(partnerId, owner, analyzeViewBodySchema.parse(body));
  }
}
