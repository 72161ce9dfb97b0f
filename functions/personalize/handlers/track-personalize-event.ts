/**
 * POST campaigns/{id}/personalize/analytics (ours; 001 7 'Tracked analytics events'): an event only the browser sees
 * (visit, cropper used, media uploaded). Any campaign the caller may access, whatever its state: a visit changes nothing.
 */
import { campaignParamsSchema } from '@shared/contracts/personalize';
import { trackAnalyticsBodySchema } from '@shared/contracts/personalize-analytics';
import { MESSAGES } from '@shared/messages';
import { campaignInScope } from '@functions/campaigns/public';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { analyticsRepository } from '../analytics';
import { personalizeRepository } from '../personalize-repository';

export default defineRoute({
  idempotent: true,
  request: { params: campaignParamsSchema, body: trackAnalyticsBodySchema },
  async handle({ caller, params, body }) {
    const { campaign } = await campaignInScope(caller, params.id);
    if (body.treeId) {
      const tree = await personalizeRepository.getTree(body.treeId);
      if (!tree || tree.campaignId !== campaign.id) throw notFound(MESSAGES.cannotGetPersonalizeTrees);
    }
    const event = await analyticsRepository.record(caller, campaign.id, body.name, { ...body.detail, ...(body.treeId ? { treeId: body.treeId } : {}) });
    return { statusCode: 201, body: { event } };
  },
});
