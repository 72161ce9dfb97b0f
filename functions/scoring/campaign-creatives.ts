/**
 * A campaign's creatives as the variations scorer reads them (issue 19): every final-approved creative in its
 * current version, both kinds of the gate (functions/creatives/gate.ts): personalize variant formats (self service)
 * and campaign variations (managed service), each with the image that shows it (the variant format's finished
 * screenshot, the variation's stored preview) and whether a logo field of it holds a value.
 */
import { isFinalApproved, type CreativeApprovalState } from '@shared/domain/approvals';
import { variationsRepository } from '@functions/campaigns/public';
import { variantFormatVersion, variationVersion } from '@functions/creatives/public';
import { personalizeRepository } from '@functions/personalize/public';

export interface ApprovedCreative {
  id: string;
  name: string;
  version: string;
  /** The image to score (files bucket key); null when the creative has none yet (no screenshot, no preview). */
  imageKey: string | null;
  /** Its reporting hash, for a campaign variation: what the facts name. */
  reportingHash?: string;
  logoField: boolean;
}

const hasLogo = (values: Record<string, unknown>) => Object.entries(values).some(([name, v]) => /logo/i.test(name) && typeof v === 'string' && v.trim() !== '');

export async function approvedCreatives(campaignId: string): Promise<ApprovedCreative[]> {
  const out: ApprovedCreative[] = [];
  for (const tree of await personalizeRepository.listTrees(campaignId)) {
    for (const v of await personalizeRepository.listVariantsCached(tree.id)) {
      if (v.archived) continue;
      for (const f of Object.values(v.formats)) {
        const version = variantFormatVersion(f);
        if (f.archived || !isFinalApproved(f.approval, version)) continue;
        out.push({
          id: f.id,
          name: `${f.name} (${v.name})`,
          version,
          imageKey: f.screenshotRenderStatus === 'finished' && f.screenshotKey ? f.screenshotKey : null,
          logoField: hasLogo(Object.fromEntries(Object.entries(f.dynamicElements).map(([k, e]) => [k, e.value]))),
        });
      }
    }
  }
  for (const v of await variationsRepository.listByCampaign(campaignId)) {
    const version = variationVersion(v);
    if (v.archived || !isFinalApproved(v.approval as CreativeApprovalState | undefined, version)) continue;
    out.push({ id: v.id, name: v.name, version, imageKey: v.thumbnailKey ?? null, reportingHash: v.reportingHash, logoField: hasLogo((v.values as Record<string, unknown> | undefined) ?? {}) });
  }
  return out;
}
