import type { ReportRequest } from '../../../shared/contracts/report';
import { parseReportTsv, type ReportTable } from '../../../shared/reporting/metrics';
import { api } from './api-client';

/** POST /report?partnerId (002 7 'Reporter service'): the tab-separated answer as typed rows. The dashboard and the analyzer use it. */
export async function runReport(partnerId: string, request: ReportRequest): Promise<ReportTable> {
  const text = await api.post<string>('report', request, { query: { partnerId } });
  return parseReportTsv(typeof text === 'string' ? text : '');
}
