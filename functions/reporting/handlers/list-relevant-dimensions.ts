import { relevantDimensionsRequestSchema, type RelevantDimensions } from '@shared/contracts/report';
import type { ReportField } from '@shared/reporting/catalogue';
import { defineRoute } from '@functions/lib/http';
import { scopeReport } from '../report-access';
import { runReportQuery } from '../run-query';
import { buildRelevantDimensionsQuery } from '../sql/builder';

/**
 * POST report/relevant-dimensions (002 7): the fields worth a split for the query's where and accessCheckFilters,
 * those with a value in at least one of the filtered rows, as `[{ id }]`.
 */
export default defineRoute({
  request: { body: relevantDimensionsRequestSchema },
  async handle({ body, caller }) {
    const scoped = await scopeReport(caller, body);
    const { columns, rows } = await runReportQuery(caller.partnerId, scoped, buildRelevantDimensionsQuery);
    const counts = rows[0] ?? [];
    const dimensions: RelevantDimensions = columns.filter((_id, i) => Number(counts[i] ?? 0) > 0).map((id) => ({ id: id as ReportField }));
    return { body: dimensions };
  },
});
