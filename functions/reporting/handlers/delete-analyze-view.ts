import { savedReportParamsSchema } from '@shared/contracts/saved-reports';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { assertMayChange, reportInScope } from '../saved-report-scope';
import { savedReportsRepository } from '../saved-reports-repository';

/** DELETE report/analyze-view/{id}?partnerId: one call per report (002 7); the owner or an admin only. */
export default defineRoute({
  request: { params: savedReportParamsSchema },
  async handle({ params, caller }) {
    assertMayChange(caller, await reportInScope(caller, params.id));
    if (!(await savedReportsRepository.delete(caller.partnerId, params.id))) throw notFound(MESSAGES.analyzeViewNotFound);
    return { statusCode: 204 };
  },
});
