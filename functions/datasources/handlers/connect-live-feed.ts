import { campaignParamsSchema, connectFeedBodySchema } from '@shared/contracts/datasources';
import { defineRoute } from '@functions/lib/http';
import { changeableCampaign } from '../feed-scope';
import { applyFeed, fetchFeedText, parseFeedText } from '../refresh';

/**
 * POST campaigns/{id}/datasources/live (001 7): connects the campaign's feed, a CSV's text or a URL (fetched now, and
 * again on its schedule), replacing the feed it had; its rows are compared at once and every change held for review.
 */
export default defineRoute({
  idempotent: true,
  request: { params: campaignParamsSchema, body: connectFeedBodySchema },
  async handle({ params, body, caller }) {
    const campaign = await changeableCampaign(caller, params.id);
    const text = body.source === 'file' ? body.file.content : await fetchFeedText(body.url);
    const parsed = parseFeedText(text);
    const settings =
      body.source === 'file'
        ? { source: 'file' as const, fileName: body.file.fileName, refreshMinutes: null }
        : { source: 'url' as const, url: body.url, refreshMinutes: body.refreshMinutes };
    return { statusCode: 201, body: await applyFeed({ campaign, settings, parsed, trigger: 'connect', userId: caller.user.id, now: Date.now() }) };
  },
});
