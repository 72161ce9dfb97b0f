import { reportRequestSchema } from '@shared/contracts/report';
import { defineRoute } from '@functions/lib/http';
import { reportAsTsv, TSV_CONTENT_TYPE } from '../run-query';

/** POST /report (002 7 'Reporter service'): rows of the caller's accessible facts as tab-separated text. */
export default defineRoute({
  request: { body: reportRequestSchema },
  async handle({ body, caller }) {
    return { text: { body: await reportAsTsv(caller, body), contentType: TSV_CONTENT_TYPE } };
  },
});
