import { feedCheckBodySchema } from '@shared/contracts/asset-feeds';
import { loadScope } from '@functions/business-nodes/public';
import { defineRoute } from '@functions/lib/http';
import { checkFeedText } from '../feeds';

/**
 * POST assets/single-files/feeds/check: checks a feed file and reports every problem (the file's, and each row's with
 * its row number); nothing is stored. The answer's rows are what 'Create N assets' sends back to feeds.
 */
export default defineRoute({
  request: { body: feedCheckBodySchema },
  async handle({ body, caller }) {
    return { body: checkFeedText(body.content, await loadScope(caller)) };
  },
});
