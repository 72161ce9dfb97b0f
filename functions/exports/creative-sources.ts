/**
 * A campaign's creatives as the prerenderer needs them (issue 17: variant formats of self-service trees and variations
 * of managed-service campaigns): the template version each is on, its values, and whether its current version holds a
 * final approval (the same rule as the gate: shared/domain/approvals.ts isFinalApproved of its version digest).
 */
import { isFinalApproved, type CreativeApprovalState } from '@shared/domain/approvals';
import { variationsRepository } from '@functions/campaigns/public';
import { variantFormatVersion, variationVersion } from '@functions/creatives/public';
import { personalizeRepository } from '@functions/personalize/public';

export interface CreativeSource {
  id: string;
  name: string;
  platform: string | null;
  templateId: string | null;
  generation: number;
  version: number;
  values: Record<string, string>;
  finalApproved: boolean;
  /** Archived creatives (or of an archived variant) never go out in a bulk. */
  archived: boolean;
}

export async function campaignCreatives(campaignId: string): Promise<CreativeSource[]> {
  const out: CreativeSource[] = [];
  for (const tree of await personalizeRepository.listTrees(campaignId)) {
    for (const v of await personalizeRepository.listVariantsCached(tree.id)) {
      for (const f of Object.values(v.formats)) {
        out.push({
          id: f.id,
          name: `${f.name} (${v.name})`,
          platform: tree.platform,
          templateId: f.templateId,
          generation: f.generation,
          version: f.version,
          values: Object.fromEntries(Object.entries(f.dynamicElements).map(([k, e]) => [k, e.value])),
          finalApproved: isFinalApproved(f.approval, variantFormatVersion(f)),
          archived: Boolean(v.archived || f.archived),
        });
      }
    }
  }
  for (const v of await variationsRepository.listByCampaign(campaignId)) {
    out.push({
      id: v.id,
      name: v.name,
      platform: null,
      templateId: v.templateId ?? null,
      generation: v.generation ?? 1,
      version: v.version ?? 1,
      values: (v.values as Record<string, string> | undefined) ?? {},
      finalApproved: isFinalApproved(v.approval as CreativeApprovalState | undefined, variationVersion(v)),
      archived: Boolean(v.archived),
    });
  }
  return out;
}
