/**
 * POST /html-prerenderer/publish { campaignId, platform } (001 7 'Campaigns'): the campaign's final-approved creatives
 * on that platform prerendered into self-contained HTML5 zips under html-prerendered/{creativeId}/ (002 9). Ours:
 * `creativeIds` for one (single) or some, `assembly` for the campaign's templates with all those creatives' values.
 * Answers 202 with the render job's id; progress on the campaign's topic, the end as the prerenderer's notification.
 */
import { prerenderPublishBodySchema } from '@shared/contracts/exports';
import { writableCampaign } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { startPrerender } from '../prerender-start';

export default defineRoute({
  request: { body: prerenderPublishBodySchema },
  async handle({ caller, body }) {
    const { campaign } = await writableCampaign(caller, body.campaignId);
    const started = await startPrerender(campaign, caller.user.id, body);
    return { statusCode: 202, body: started };
  },
});
