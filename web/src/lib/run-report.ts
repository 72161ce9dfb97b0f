import { REPORT_BATCH_LIMIT } from '@shared/constants';
import type { ReportRequest } from '@shared/contracts/report';
import type { DashboardScope, ReportBatchRequest, ReportBatchResult } from '@shared/contracts/report-dashboard';
import { parseReportTsv, type ReportTable } from '@shared/reporting/metrics';
import { api, ApiError } from './api-client';

/** POST /report?partnerId (002 7 'Reporter service'): the tab-separated answer as typed rows. The dashboard and the analyzer use it. */
export async function runReport(partnerId: string, request: ReportRequest): Promise<ReportTable> {
  const text = await api.post<string>('report', request, { query: { partnerId } });
  return parseReportTsv(typeof text === 'string' ? text : '');
}

interface Waiting {
  request: ReportRequest;
  resolve: (table: ReportTable) => void;
  reject: (error: unknown) => void;
}

/** Reports asked in the same moment, per partner and dashboard scope, not sent yet. */
const pending = new Map<string, { partnerId: string; campaigns?: DashboardScope; waiting: Waiting[] }>();

async function sendBatch(partnerId: string, campaigns: DashboardScope | undefined, waiting: Waiting[]): Promise<void> {
  const body: ReportBatchRequest = { ...(campaigns ? { campaigns } : {}), requests: waiting.map((w) => w.request) };
  try {
    const results = await api.post<ReportBatchResult[]>('report/batch', body, { query: { partnerId } });
    waiting.forEach((w, i) => {
      const result = results[i];
      if (!result) w.reject(new ApiError(500, 'No answer'));
      else if ('tsv' in result) w.resolve(parseReportTsv(result.tsv));
      else w.reject(new ApiError(result.status, result.error.message, result.error.kind, result.error.details));
    });
  } catch (error) {
    for (const w of waiting) w.reject(error);
  }
}

/**
 * A report that goes out with the others asked in the same moment (one render's areas) as one POST /report/batch: the
 * server runs them side by side and answers each on its own, so one failing report is that area's error only. With a
 * dashboard scope the server reads only the campaigns of its delivery type and channel, so the areas need not wait for
 * the campaign list to name them.
 */
export function runReportBatched(partnerId: string, request: ReportRequest, campaigns?: DashboardScope): Promise<ReportTable> {
  const key = JSON.stringify([partnerId, campaigns ?? null]);
  let batch = pending.get(key);
  if (!batch) {
    const created = { partnerId, campaigns, waiting: [] as Waiting[] };
    pending.set(key, created);
    batch = created;
    // The queries of one render start one after another in the same task (React's effects): once it is done, what they
    // asked goes out at once (a timer instead would wait behind the renders their start schedules).
    queueMicrotask(() => {
      pending.delete(key);
      for (let i = 0; i < created.waiting.length; i += REPORT_BATCH_LIMIT) void sendBatch(partnerId, campaigns, created.waiting.slice(i, i + REPORT_BATCH_LIMIT));
    });
  }
  const waiting = batch.waiting;
  return new Promise((resolve, reject) => waiting.push({ request, resolve, reject }));
}
