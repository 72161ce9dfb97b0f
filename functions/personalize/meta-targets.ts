/**
 * Where a creative of a Meta tree runs (the Meta publishing adapter): the variant that holds the variant
 * format, whether it is on (its ads go ACTIVE, else PAUSED) and the Meta ad sets its user segments of type fbAdSet name
 * (each segment's values are ad set ids: signals/import/adsets writes them so). Null when no tree of the campaign holds it.
 */
import { personalizeRepository } from './personalize-repository';
import { signalsRepository } from './signals-repository';

export interface MetaTarget {
  variantId: string;
  variantName: string;
  /** The tree's format: singleImage, singleVideo, carousel, dynamicImage, dynamicVideo. */
  treeFormat: string;
  enabled: boolean;
  adSetIds: string[];
}

export async function metaTargetOf(campaignId: string, creativeId: string, variantId?: string): Promise<MetaTarget | null> {
  const trees = await personalizeRepository.listTrees(campaignId);
  let variant = variantId ? await personalizeRepository.getVariant(variantId) : null;
  if (variant && (variant.campaignId !== campaignId || !variant.formats[creativeId])) variant = null;
  for (const tree of variant ? [] : trees) {
    variant = (await personalizeRepository.listVariants(tree.id)).find((v) => Boolean(v.formats[creativeId])) ?? null;
    if (variant) break;
  }
  const tree = variant && trees.find((t) => t.id === variant.treeId);
  if (!variant || !tree) return null;
  const segments = new Set(variant.signals.userSegment);
  const signals = segments.size ? await signalsRepository.listByTree({ campaignId, treeId: variant.treeId }, 'userSegment') : [];
  const adSetIds = [...new Set(signals.filter((s) => segments.has(s.id) && s.segmentType === 'fbAdSet').flatMap((s) => s.values ?? []))];
  return { variantId: variant.id, variantName: variant.name, treeFormat: tree.format, enabled: variant.enabled, adSetIds };
}
