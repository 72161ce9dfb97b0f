/**
 * Every creative of a campaign, both kinds: the variant formats of its personalize trees (self service),
 * tree by tree and variant by variant, then its variations (managed service), archived ones included. Each comes with
 * its exact content version and the approval summary of that version, so the gate, publishing, exports, renders,
 * scoring and video rendering each keep only their own filter and shape. Callers have checked the campaign's scope.
 */
import { summarise, type ApprovalSummary, type CreativeApprovalState } from '@shared/domain/approvals';
import type { VariantFormatState } from '@shared/domain/personalize';
import { variationsRepository, type Variation } from '@functions/campaigns/public';
import { personalizeRepository, type Tree, type Variant } from '@functions/personalize/public';
import { variantFormatVersion, variationVersion } from './creative-version';

interface CreativeCommon {
  id: string;
  /** A variant format's `Format name (Variant name)`, a variation's name. */
  name: string;
  /** Its exact content version (creative-version.ts): approvals count for this one only. */
  version: string;
  /** The approvals of that version (finalApproved: what the gate asks for). */
  approval: ApprovalSummary;
  /** Archived itself, or a format of an archived variant. */
  archived: boolean;
  /** Goes out when no ids are named: a format of a variant that is on and not archived, a variation not archived. */
  outgoing: boolean;
  /** Its field values by field name. */
  values: Record<string, string>;
}

export type CampaignCreative = CreativeCommon &
  ({ kind: 'format'; tree: Tree; variant: Variant; format: VariantFormatState } | { kind: 'variation'; variation: Variation });

/** Values, version and approval are worked out when a caller reads them (video rendering reads none of a non-video). */
function formatCreative(tree: Tree, variant: Variant, format: VariantFormatState): CampaignCreative {
  let values: Record<string, string> | undefined;
  let approval: ApprovalSummary | undefined;
  const version = () => variantFormatVersion(format);
  return {
    kind: 'format',
    tree,
    variant,
    format,
    id: format.id,
    name: `${format.name} (${variant.name})`,
    get version() {
      return version();
    },
    get approval() {
      return (approval ??= summarise(format.approval, version()));
    },
    archived: Boolean(variant.archived || format.archived),
    outgoing: variant.enabled && !variant.archived && !format.archived,
    get values() {
      return (values ??= Object.fromEntries(Object.entries(format.dynamicElements).map(([k, e]) => [k, e.value])));
    },
  };
}

function variationCreative(variation: Variation): CampaignCreative {
  let version: string | undefined;
  let approval: ApprovalSummary | undefined;
  const versionOf = () => (version ??= variationVersion(variation));
  return {
    kind: 'variation',
    variation,
    id: variation.id,
    name: variation.name,
    get version() {
      return versionOf();
    },
    get approval() {
      return (approval ??= summarise(variation.approval as CreativeApprovalState | undefined, versionOf()));
    },
    archived: Boolean(variation.archived),
    outgoing: !variation.archived,
    values: (variation.values as Record<string, string> | undefined) ?? {},
  };
}

/**
 * The campaign's creatives in its order. `fresh`: the trees' variants read from the table rather than the
 * container's copy (video rendering reads them so).
 */
export async function listCampaignCreatives(campaignId: string, options: { fresh?: boolean } = {}): Promise<CampaignCreative[]> {
  const out: CampaignCreative[] = [];
  for (const tree of await personalizeRepository.listTrees(campaignId)) {
    const variants = options.fresh ? await personalizeRepository.listVariants(tree.id) : await personalizeRepository.listVariantsCached(tree.id);
    for (const variant of variants) {
      for (const format of Object.values(variant.formats)) out.push(formatCreative(tree, variant, format));
    }
  }
  for (const variation of await variationsRepository.listByCampaign(campaignId)) out.push(variationCreative(variation));
  return out;
}
