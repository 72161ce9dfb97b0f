import { reportRequestSchema } from '@shared/contracts/report';
import { reportBatchRequestSchema, type ReportBatchResult } from '@shared/contracts/report-dashboard';
import { toAppError } from '@functions/lib/errors';
import { defineRoute, parseRequest } from '@functions/lib/http';
import { errorText, logger } from '@functions/lib/logger';
import { reportAsTsv } from '../run-query';

/**
 * POST /report/batch: the dashboard's areas in one call. The requests run side by side (DuckDB gives each query its own
 * connection; Athena runs each as its own execution), each checked, scoped and answered as POST /report would: one
 * failing request is its own error and the others still answer.
 */
export default defineRoute({
  request: { body: reportBatchRequestSchema },
  async handle({ body, caller }) {
    const results = await Promise.all(
      body.requests.map(async (item): Promise<ReportBatchResult> => {
        try {
          return { status: 200, tsv: await reportAsTsv(caller, parseRequest(reportRequestSchema, item), body.campaigns) };
        } catch (thrown) {
          const error = toAppError(thrown);
          if (error.statusCode >= 500) logger.error('report of a batch failed', { userId: caller.user.id, error: errorText(thrown) });
          return { status: error.statusCode, error: error.toBody() };
        }
      }),
    );
    return { body: results };
  },
});
