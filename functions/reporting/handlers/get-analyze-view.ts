import { savedReportParamsSchema } from '@shared/contracts/saved-reports';
import { defineRoute } from '@functions/lib/http';
import { presentReport, reportInScope } from '../saved-report-scope';

/** GET report/analyze-view/{id}?partnerId: one saved report of the current partner ('Analyze view not found'). */
export default defineRoute({
  request: { params: savedReportParamsSchema },
  async handle({ params, caller }) {
    return { body: presentReport(await reportInScope(caller, params.id)) };
  },
});
