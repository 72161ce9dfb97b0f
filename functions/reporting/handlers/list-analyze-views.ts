import { savedReportsQuerySchema, type SavedReportPage } from '@shared/contracts/saved-reports';
import { defineRoute } from '@functions/lib/http';
import { presentReport } from '../saved-report-scope';
import { savedReportsRepository } from '../saved-reports-repository';

/** GET report/analyze-view?partnerId: the current partner's saved reports, last changed first, paged by limit and offset. */
export default defineRoute({
  request: { query: savedReportsQuerySchema },
  async handle({ query, caller }) {
    const { items, count } = await savedReportsRepository.page(caller.partnerId, query.offset, query.limit);
    const body: SavedReportPage = { items: items.map(presentReport), count };
    return { body };
  },
});
