import { reportAssetsRequestSchema, type ReportAssets } from '@shared/contracts/report-dashboard';
import { MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { accessibleCampaigns } from '@functions/campaigns/public';
import { variationsRepository } from '@functions/campaigns/public';
import { notAllowed } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';

/**
 * POST /report/assets (002 7): the previews of the creatives the dashboard ranks, by variation reporting hash: a
 * presigned GET of the stored thumbnail (null when there is none), the variation's name and its campaign. Only
 * variations of campaigns the caller may access, within the current partner, are answered.
 */
export default defineRoute({
  request: { body: reportAssetsRequestSchema },
  async handle({ body, caller }) {
    if (body.partnerId !== caller.partnerId) throw notAllowed(MESSAGES.accessDenied);
    const [variations, campaigns] = await Promise.all([
      variationsRepository.listByHashes(caller.partnerId, [...new Set(body.ids)]),
      accessibleCampaigns(caller),
    ]);
    const campaignsById = new Map(campaigns.map((c) => [c.id, c]));
    const entries = await Promise.all(
      variations
        .filter((v) => campaignsById.has(v.campaignId))
        .map(async (v) => {
          // signed like every download of the files bucket (locally for the gateway's same-origin /s3 pass-through)
          const thumbnailUrl = v.thumbnailKey
            ? await assetStorage.presignGet(v.thumbnailKey, { fileName: v.thumbnailKey.split('/').pop()!, contentType: 'image/png', attachment: false })
            : null;
          const campaign = campaignsById.get(v.campaignId)!;
          return [v.reportingHash, { variationId: v.id, name: v.name, format: v.format, campaignId: campaign.id, campaignName: campaign.name, thumbnailUrl }] as const;
        }),
    );
    const assets: ReportAssets = Object.fromEntries(entries);
    return { body: assets };
  },
});
