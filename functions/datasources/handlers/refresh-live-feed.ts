import { campaignParamsSchema, refreshFeedBodySchema } from '@shared/contracts/datasources';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { connectedFeed } from '../feed-scope';
import { applyFeed, fetchFeedText, parseFeedText } from '../refresh';

/**
 * POST campaigns/{id}/datasources/live/update (001 7): refresh now. A URL feed is fetched again; a file feed takes
 * its new file (its name kept as the feed's). Changes are held for review as on every refresh.
 */
export default defineRoute({
  request: { params: campaignParamsSchema, body: refreshFeedBodySchema },
  async handle({ params, body, caller }) {
    const { campaign, feed } = await connectedFeed(caller, params.id);
    if (feed.source === 'file' && !body.file) throw unprocessable(MESSAGES.liveFeedFileNeeded);
    const text = body.file ? body.file.content : await fetchFeedText(feed.url!);
    const parsed = parseFeedText(text);
    const settings = body.file ? { source: 'file' as const, fileName: body.file.fileName, refreshMinutes: null } : null;
    return { body: await applyFeed({ campaign, settings, parsed, trigger: 'manual', userId: caller.user.id, now: Date.now() }) };
  },
});
