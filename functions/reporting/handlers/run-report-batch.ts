import { reportRequestSchema } from '@shared/contracts/report';
import { reportBatchRequestSchema, type ReportBatchResult } from '@shared/contracts/report-dashboard';
import { MAX_PAYLOAD_BODY_BYTES, jsonStringBytes } from '@shared/domain/lambda-payload';
import { MESSAGES } from '@shared/messages';
import { toAppError, unprocessable } from '@functions/lib/errors';
import { defineRoute, parseRequest } from '@functions/lib/http';
import { errorText, logger } from '@functions/lib/logger';
import { reportAsTsv } from '../run-query';

/**
 * POST /report/batch: the dashboard's areas in one call. The requests run side by side (DuckDB gives each query its own
 * connection; Athena runs each as its own execution), each checked, scoped and answered as POST /report would: one
 * failing request is its own error and the others still answer.
 * One answer must fit Lambda's 6 MB response payload (20 reports of up to 10,000 rows each could hold well over
 * 100 MB): the reports are kept in request order while they fit, and each one after that answers 422 on its own
 * (MESSAGES.answerTooLarge), so the dashboard shows the areas that fit and says why the others are missing.
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
    return { body: withinPayload(results) };
  },
});

/** What one refused item of the answer may take at most (its error body, escaped into the answer's JSON string). */
const REFUSED_ITEM_BYTES = 512;

export function withinPayload(results: ReportBatchResult[]): ReportBatchResult[] {
  const budget = MAX_PAYLOAD_BODY_BYTES - results.length * REFUSED_ITEM_BYTES;
  let used = 2;
  return results.map((result) => {
    // the item's JSON, escaped once more in the response's body string, and its comma
    const bytes = jsonStringBytes(JSON.stringify(result)) - 1;
    if (used + bytes > budget) {
      const error = unprocessable(MESSAGES.answerTooLarge);
      return { status: error.statusCode, error: error.toBody() };
    }
    used += bytes;
    return result;
  });
}
