/**
 * Finds one creative of a campaign by id: a variant format of one of its trees (self service) or one of its
 * variations (managed service), with its current version and approval state. 404 'Creative not found' otherwise.
 */
import type { ApprovalSubject } from '@shared/contracts/creatives';
import type { CreativeApprovalState } from '@shared/domain/approvals';
import { MESSAGES } from '@shared/messages';
import { variationsRepository, type Variation } from '@functions/campaigns/public';
import { notFound } from '@functions/lib/errors';
import { personalizeRepository, type Variant } from '@functions/personalize/public';
import type { VariantFormatState } from '@shared/domain/personalize';
import { variantFormatVersion, variationVersion } from './creative-version';

export type FoundCreative =
  | { subject: Extract<ApprovalSubject, 'variantFormat'>; id: string; version: string; state: CreativeApprovalState | null; variant: Variant; format: VariantFormatState }
  | { subject: Extract<ApprovalSubject, 'variation'>; id: string; version: string; state: CreativeApprovalState | null; variation: Variation };

export async function findCreative(campaignId: string, creativeId: string): Promise<FoundCreative> {
  for (const tree of await personalizeRepository.listTrees(campaignId)) {
    const variant = (await personalizeRepository.listVariantsCached(tree.id)).find((v) => v.formats[creativeId]);
    if (variant) {
      const format = variant.formats[creativeId]!;
      return { subject: 'variantFormat', id: creativeId, version: variantFormatVersion(format), state: format.approval ?? null, variant, format };
    }
  }
  const variation = (await variationsRepository.listByCampaign(campaignId)).find((v) => v.id === creativeId);
  if (variation) return { subject: 'variation', id: creativeId, version: variationVersion(variation), state: (variation.approval as CreativeApprovalState | undefined) ?? null, variation };
  throw notFound(MESSAGES.creativeNotFound);
}
