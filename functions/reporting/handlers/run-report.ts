import { reportRequestSchema } from '../../../shared/contracts/report';
import { defineRoute } from '../../lib/http';
import { scopeReport } from '../report-access';
import { runReportQuery, toTsv, TSV_CONTENT_TYPE } from '../run-query';
import { buildReportQuery } from '../sql/builder';

/** POST /report (002 7 'Reporter service'): rows of the caller's accessible facts as tab-separated text. */
export default defineRoute({
  request: { body: reportRequestSchema },
  async handle({ body, caller }) {
    const scoped = await scopeReport(caller, body);
    const { columns, rows } = await runReportQuery(caller.partnerId, scoped, buildReportQuery);
    return { text: { body: toTsv(columns, rows), contentType: TSV_CONTENT_TYPE } };
  },
});
