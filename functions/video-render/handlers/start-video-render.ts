/**
 * POST campaigns/{id}/rendered-videos (ours; 'Rendering: Video'): renders the campaign's video creatives (all
 * of them, or those named by variant format or variation id) through the render queue, kind 'video': 409 'Only one
 * process at a time can be executed' while another render of the campaign runs. An id that is not one of the
 * campaign's video creatives answers 404 'Entity not found'; a campaign without any answers 422. Answers 202 with the
 * job id; progress comes as 'render-progress' on the campaign's topic.
 */
import { campaignIdParamsSchema, startVideoRenderSchema } from '@shared/contracts/video-render';
import { MESSAGES } from '@shared/messages';
import { writableCampaign } from '@functions/campaigns/public';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { startRenderJob } from '@functions/renders/public';
import { listVideoCreatives } from '../video-creatives';

export default defineRoute({
  request: { params: campaignIdParamsSchema, body: startVideoRenderSchema },
  async handle({ caller, params, body }) {
    const { campaign } = await writableCampaign(caller, params.id);
    const all = await listVideoCreatives(campaign);
    const asked = body.creativeIds ? [...new Set(body.creativeIds)] : null;
    if (asked && asked.some((id) => !all.some((c) => c.creativeId === id))) throw notFound(MESSAGES.entityNotFound);
    const creatives = asked ? all.filter((c) => asked.includes(c.creativeId)) : all;
    if (!creatives.length) throw unprocessable(MESSAGES.noVideoCreatives);
    const { jobId } = await startRenderJob({
      campaignId: campaign.id, partnerId: campaign.partnerId, userId: caller.user.id, kind: 'video', total: creatives.length, queue: 'video-render',
      message: { partnerId: campaign.partnerId, campaignId: campaign.id, userId: caller.user.id, creatives: creatives.map((c) => c.ref) },
    });
    return { statusCode: 202, body: { jobId, total: creatives.length, creativeIds: creatives.map((c) => c.creativeId) } };
  },
});
