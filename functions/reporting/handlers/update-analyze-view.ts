import { analyzeViewBodySchema, updateSavedReportParamsSchema } from '@shared/contracts/saved-reports';
import { MESSAGES } from '@shared/messages';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { assertMayChange, presentReport, reportInScope } from '../saved-report-scope';
import { savedReportsRepository } from '../saved-reports-repository';

/**
 * PUT report/analyze-view/{id}?partnerId: replaces the view of a saved report. Without an id: 'Report ID is missing'
 * (002 5); the owner or an admin only.
 */
export default defineRoute({
  request: { params: updateSavedReportParamsSchema, body: analyzeViewBodySchema },
  async handle({ params, body, caller }) {
    if (!params.id) throw unprocessable(MESSAGES.reportIdMissing);
    assertMayChange(caller, await reportInScope(caller, params.id));
    const updated = await savedReportsRepository.update(caller.partnerId, params.id, body);
    if (!updated) throw notFound(MESSAGES.analyzeViewNotFound);
    return { body: presentReport(updated) };
  },
});
