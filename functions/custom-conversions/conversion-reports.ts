/**
 * The saved reports a custom conversion's delete rewrites (002 8 'Can't delete conversion cause related campaign report
 * update is failed.': the delete updates the reports that use the conversion). A report keeps everything but the
 * conversion's metrics, so opening or running it afterwards works instead of naming a metric that is gone.
 */
import { withoutMetrics } from '@shared/contracts/saved-reports';
import { parseCustomMetricId } from '@shared/reporting/catalogue';
import { savedReportsRepository } from '@functions/reporting/public';
import type { ReportRewrite } from './custom-conversions-repository';

export async function reportRewrites(partnerId: string, conversionId: string): Promise<ReportRewrite[]> {
  const ofConversion = (metric: string) => parseCustomMetricId(metric)?.conversionId === conversionId;
  return (await savedReportsRepository.listByPartner(partnerId)).flatMap((report) => {
    const view = withoutMetrics(report.view, ofConversion);
    return view ? [{ id: report.id, partnerId: report.partnerId, updatedAt: report.updatedAt, view }] : [];
  });
}
