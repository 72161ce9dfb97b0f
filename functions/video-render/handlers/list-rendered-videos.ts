/**
 * GET campaigns/{id}/rendered-videos (ours): the campaign's video creatives, each with its last render (status DONE
 * or TOO_LARGE, its files with short signed links to play or download), null when never rendered or edited since.
 */
import { campaignIdParamsSchema, type CampaignVideoCreative } from '@shared/contracts/video-render';
import { assetStorage } from '@functions/assets/public';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { renderedVideosRepository } from '../rendered-videos-repository';
import { presentRenderedVideo } from '../present';
import { listVideoCreatives } from '../video-creatives';

export default defineRoute({
  request: { params: campaignIdParamsSchema },
  async handle({ caller, params }) {
    const { campaign } = await campaignInScope(caller, params.id);
    const [creatives, records] = await Promise.all([listVideoCreatives(campaign), renderedVideosRepository.listByCampaign(campaign.id)]);
    const byId = new Map(records.map((r) => [r.creativeId, r]));
    const body: CampaignVideoCreative[] = await Promise.all(
      creatives.map(async (c) => {
        const record = byId.get(c.creativeId);
        const current = record && record.contentHash === c.contentHash ? record : null;
        return {
          creativeId: c.creativeId,
          name: c.name,
          size: c.template.size,
          rendered: current ? await presentRenderedVideo(current, (key, fileName) => assetStorage.presignGet(key, { fileName, contentType: 'video/mp4', attachment: false })) : null,
        };
      }),
    );
    return { body };
  },
});
