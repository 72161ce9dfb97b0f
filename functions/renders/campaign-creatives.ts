/**
 * The creatives of a campaign as the screenshots jobs see them: variant formats of its self-service trees and its
 * managed-service variations (archived ones left out), each with its approval status (002 3 'Variation approval
 * status': clientApproved = final, interimApproved, nonApproved, of its current version), its content version (a
 * stored screenshot of the same version is not made again) and how to play it (its template and values), or the
 * preview image a variation without a template has.
 */
import type { ScreenshotApprovalStatus } from '@shared/contracts/renders';
import { variationApprovalStatus } from '@shared/domain/approvals';
import { listCampaignCreatives } from '@functions/creatives/public';
import type { PlayedCreative } from '@functions/templates/public';

export interface RenderCreative {
  id: string;
  name: string;
  approvalStatus: ScreenshotApprovalStatus;
  version: string;
  /** Its template and values; null for a variation made without a template (its stored preview stands in). */
  play: PlayedCreative | null;
  previewKey?: string;
  /** A variant format's place in its tree (a variation has none). */
  format?: { treeId: string; variantId: string; formatId: string };
}

export async function campaignCreatives(campaignId: string): Promise<RenderCreative[]> {
  return (await listCampaignCreatives(campaignId))
    .filter((c) => !c.archived)
    .map((c) => {
      const own = { id: c.id, name: c.name, approvalStatus: variationApprovalStatus(c.approval), version: c.version };
      if (c.kind === 'format') {
        return { ...own, play: { templateId: c.format.templateId, version: c.format.version, generation: c.format.generation, values: c.values }, format: { treeId: c.variant.treeId, variantId: c.variant.id, formatId: c.format.id } };
      }
      const v = c.variation;
      return { ...own, play: v.templateId ? { templateId: v.templateId, version: v.version ?? 1, generation: v.generation ?? 1, values: c.values } : null, ...(v.thumbnailKey ? { previewKey: v.thumbnailKey } : {}) };
    });
}

/** The campaign's creatives of one approval status, in the order the campaign lists them. */
export const creativesWithStatus = async (campaignId: string, approvalStatus: ScreenshotApprovalStatus) =>
  (await campaignCreatives(campaignId)).filter((c) => c.approvalStatus === approvalStatus);
