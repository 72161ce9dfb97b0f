/** Build, run and render a report query: the shared steps of the reporting handlers. */
import { customConversionsRepository } from '@functions/custom-conversions/public';
import { parseCustomMetricId } from '@shared/reporting/catalogue';
import { escapeCell } from '@shared/reporting/metrics';
import { MESSAGES } from '@shared/messages';
import { badRequest } from '@functions/lib/errors';
import { reportEngine, type Cell } from './engines/engine';
import type { ParsedReportRequest } from '@shared/contracts/report';
import type { DashboardScope } from '@shared/contracts/report-dashboard';
import type { Caller } from '@functions/lib/session';
import { buildReportQuery, ReportQueryError, type BuildOptions, type ScopedReportRequest, type SqlQuery } from './sql/builder';
import { readsNothing, scopeReport } from './report-access';

/** Every metric a request names (select, having, orderBy). */
const metricsOf = (request: ScopedReportRequest) => [...request.select, ...Object.keys(request.having), ...request.orderBy.map((o) => o.field)];

/** The current partner's custom conversions, read only when the request names one of their metrics. */
async function conversionsFor(partnerId: string, request: ScopedReportRequest): Promise<BuildOptions['conversions']> {
  if (!metricsOf(request).some((m) => parseCustomMetricId(m))) return new Map();
  const conversions = await customConversionsRepository.listByPartner(partnerId);
  return new Map(conversions.map((c) => [c.id, c.floodlightActivityIds]));
}

export async function runReportQuery(
  partnerId: string,
  request: ScopedReportRequest,
  build: (request: ScopedReportRequest, options: BuildOptions) => SqlQuery,
): Promise<{ columns: string[]; rows: Cell[][] }> {
  const engine = await reportEngine();
  let query: SqlQuery;
  try {
    query = build(request, { dialect: engine.dialect, source: engine.source, conversions: await conversionsFor(partnerId, request) });
  } catch (error) {
    if (error instanceof ReportQueryError) throw badRequest(MESSAGES.wrongParams, [{ path: '', message: error.message }]);
    throw error;
  }
  return { columns: query.columns, rows: readsNothing(request) ? [] : await engine.run(query) };
}

/** One report as POST /report answers it: scoped to what the caller may read, run, as tab-separated text. */
export async function reportAsTsv(caller: Caller, request: ParsedReportRequest, dashboard?: DashboardScope): Promise<string> {
  const scoped = await scopeReport(caller, request, dashboard);
  const { columns, rows } = await runReportQuery(caller.partnerId, scoped, buildReportQuery);
  return toTsv(columns, rows);
}

export const TSV_CONTENT_TYPE = 'text/tab-separated-values; charset=utf-8';

/** Header line, then one line per row; no value is an empty cell; tabs and line breaks inside a value are escaped. */
export function toTsv(columns: readonly string[], rows: readonly Cell[][]): string {
  const line = (cells: readonly Cell[]) => cells.map((c) => (c === null ? '' : escapeCell(c))).join('\t');
  return [line(columns), ...rows.map(line)].join('\n') + '\n';
}
