import { analyzeViewBodySchema } from '@shared/contracts/saved-reports';
import { defineRoute } from '@functions/lib/http';
import { ownerOf, presentReport } from '../saved-report-scope';
import { savedReportsRepository } from '../saved-reports-repository';

/** POST report/analyze-view?partnerId: saves a new report in the current partner, owned by the caller. */
export default defineRoute({
  idempotent: true,
  request: { body: analyzeViewBodySchema },
  async handle({ body, caller }) {
    const report = await savedReportsRepository.create(caller.partnerId, ownerOf(caller), body);
    return { statusCode: 201, body: presentReport(report) };
  },
});
