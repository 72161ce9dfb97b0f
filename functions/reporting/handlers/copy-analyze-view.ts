import { SAVED_REPORT_NAME_MAX_LENGTH } from '@shared/constants';
import { savedReportParamsSchema } from '@shared/contracts/saved-reports';
import { defineRoute } from '@functions/lib/http';
import { ownerOf, presentReport, reportInScope } from '../saved-report-scope';
import { savedReportsRepository } from '../saved-reports-repository';

/** POST report/analyze-view/{id}/copy?partnerId: a new report with the same view, named 'Copy of {name}', owned by the caller. */
export default defineRoute({
  idempotent: true,
  request: { params: savedReportParamsSchema },
  async handle({ params, caller }) {
    const source = await reportInScope(caller, params.id);
    const name = `Copy of ${source.view.name}`.slice(0, SAVED_REPORT_NAME_MAX_LENGTH);
    const copy = await savedReportsRepository.create(caller.partnerId, ownerOf(caller), { ...source.view, name, default: false });
    return { statusCode: 201, body: presentReport(copy) };
  },
});
