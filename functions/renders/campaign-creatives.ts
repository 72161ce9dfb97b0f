/**
 * The creatives of a campaign as the screenshots jobs see them: variant formats of its self-service trees and its
 * managed-service variations (archived ones left out), each with its approval status (002 3 'Variation approval
 * status': clientApproved = final, interimApproved, nonApproved, of its current version), its content version (a
 * stored screenshot of the same version is not made again) and how to play it (its template and values), or the
 * preview image a variation without a template has.
 */
import type { ScreenshotApprovalStatus } from '@shared/contracts/renders';
import { summarise, variationApprovalStatus, type CreativeApprovalState } from '@shared/domain/approvals';
import { variationsRepository } from '@functions/campaigns/public';
import { variantFormatVersion, variationVersion } from '@functions/creatives/public';
import { personalizeRepository } from '@functions/personalize/public';
import type { PlayedCreative } from '@functions/templates/public';

export interface RenderCreative {
  id: string;
  name: string;
  approvalStatus: ScreenshotApprovalStatus;
  version: string;
  /** Its template and values; null for a variation made without a template (its stored preview stands in). */
  play: PlayedCreative | null;
  previewKey?: string;
}

export async function campaignCreatives(campaignId: string): Promise<RenderCreative[]> {
  const out: RenderCreative[] = [];
  for (const tree of await personalizeRepository.listTrees(campaignId)) {
    for (const variant of await personalizeRepository.listVariantsCached(tree.id)) {
      if (variant.archived) continue;
      for (const f of Object.values(variant.formats)) {
        if (f.archived) continue;
        const version = variantFormatVersion(f);
        out.push({
          id: f.id,
          name: `${f.name} (${variant.name})`,
          approvalStatus: variationApprovalStatus(summarise(f.approval, version)),
          version,
          play: { templateId: f.templateId, version: f.version, generation: f.generation, values: Object.fromEntries(Object.entries(f.dynamicElements).map(([k, e]) => [k, e.value])) },
        });
      }
    }
  }
  for (const v of await variationsRepository.listByCampaign(campaignId)) {
    if (v.archived) continue;
    const version = variationVersion(v);
    out.push({
      id: v.id,
      name: v.name,
      approvalStatus: variationApprovalStatus(summarise(v.approval as CreativeApprovalState | undefined, version)),
      version,
      play: v.templateId ? { templateId: v.templateId, version: v.version ?? 1, generation: v.generation ?? 1, values: (v.values as Record<string, string> | undefined) ?? {} } : null,
      ...(v.thumbnailKey ? { previewKey: v.thumbnailKey } : {}),
    });
  }
  return out;
}

/** The campaign's creatives of one approval status, in the order the campaign lists them. */
export const creativesWithStatus = async (campaignId: string, approvalStatus: ScreenshotApprovalStatus) =>
  (await campaignCreatives(campaignId)).filter((c) => c.approvalStatus === approvalStatus);
