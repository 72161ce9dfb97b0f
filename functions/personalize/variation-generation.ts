/**
 * POST campaigns/{id}/generate-variations (001 7 'Campaigns'; 002 5 'Variation permutation'; 001 9 limits): per tree
 * of the campaign, the permutations of its variants' dynamic element values (or of a datasource's columns), at most
 * the platform's limit divided by the audience rules and shared over the tree's sizes, within 10 million iterations,
 * optionally shuffled with a seed; each permutation becomes one variation per template (hash
 * pureVariationHash_version_formatSuffix, reportingHash for the facts). Everything is computed and checked before
 * anything is written (planCampaignVariations, run by the POST to answer at once and again by the job,
 * variation-jobs.ts); the set is then replaced all or nothing (writeCampaignVariations, variationsRepository.replaceSet),
 * and variations no longer generated are archived, so facts that name them still resolve.
 */
import type { GenerateVariations, VariationCount } from '@shared/contracts/personalize';
import type { Platform } from '@shared/domain/concepts';
import type { Approver } from '@shared/domain/approvals';
import { treeElements, variationsForPermutations, type PlannedVariation } from '@shared/domain/personalize';
import { checkDynamicImageFormat, elementsFromDatasource, generateVariations, variationLimit, VariationGenerationError, type ElementValues } from '@shared/domain/variations';
import { MESSAGES } from '@shared/messages';
import { variationsRepository } from '@functions/campaigns/public';
import { unprocessable } from '@functions/lib/errors';
import { reviseVariationGenerations, SYSTEM_ACTOR } from '@functions/creatives/public';
import { newId } from '@functions/lib/ids';
import { personalizeRepository, type Tree, type Variant } from './personalize-repository';

/** 001 9 'Channels ... Suitability: facebook to social, google to display'. */
const CHANNEL_OF: Record<string, string> = { google: 'display', facebook: 'social', youtube: 'video', gads: 'display' };

export interface TreeGeneration {
  tree: Tree;
  permutations: number;
  total: bigint;
  limited: boolean;
  iterations: number;
  variations: PlannedVariation[];
}

/** Text fields name a variation; the rest (images, urls) would make names no one reads. */
const textFields = (variants: readonly Variant[]) => {
  const names = new Set<string>();
  for (const v of variants) for (const f of Object.values(v.formats)) for (const [name, el] of Object.entries(f.dynamicElements)) if (el.type === 'text') names.add(name);
  return [...names];
};

/**
 * One tree's variations, computed (nothing written): per template, the permutations of the values its variants'
 * formats of that template hold (or of the datasource's columns), the platform's limit (over the audience rules)
 * shared out over the tree's templates. Throws VariationGenerationError with the spec's texts.
 */
export function planTreeVariations(campaignId: string, tree: Tree, variants: readonly Variant[], request: GenerateVariations): TreeGeneration {
  const live = variants.filter((v) => !v.archived);
  if (tree.format === 'dynamicImage' || request.dynamicImageFormat !== undefined) checkDynamicImageFormat(request.dynamicImageFormat ?? '');
  const platform = tree.platform as Platform;
  const limit = Math.max(1, Math.floor(variationLimit(platform, request.audienceRules) / Math.max(1, tree.templates.length)));
  const texts = textFields(live);
  const result: TreeGeneration = { tree, permutations: 0, total: 0n, limited: false, iterations: 0, variations: [] };
  for (const template of tree.templates) {
    const formats = live.map((v) => Object.values(v.formats).filter((f) => f.templateId === template.templateId && !f.archived));
    const elements: ElementValues[] = request.datasource ? elementsFromDatasource(request.datasource.columns, request.datasource.rows) : treeElements(formats);
    const fields = elements.map((e) => e.name);
    const generated = generateVariations(elements, { platform, audienceRules: request.audienceRules, limit, shuffleSeed: request.shuffle ? request.seed : undefined });
    const variations = variationsForPermutations(campaignId, [{ ...template, fields }], generated.variations, texts);
    result.permutations += generated.variations.length;
    result.total += generated.total;
    result.limited ||= generated.limited;
    result.iterations += generated.iterations;
    result.variations.push(...variations);
  }
  return result;
}

export interface GenerationResult {
  generated: number;
  total: string;
  limited: boolean;
  iterations: number;
  platforms: { platform: string; treeId: string; permutations: number; variations: number }[];
}

/** The campaign fields generation needs (the job has no Campaign item at hand). */
export interface CampaignRef {
  id: string;
  partnerId: string;
}

export interface CampaignPlan {
  trees: Tree[];
  plans: TreeGeneration[];
  result: GenerationResult;
}

/**
 * Everything computed and checked, nothing written: 422 with the spec's texts ('Datasource elements count mismatch',
 * 'Variations generation error', the dynamicImage format) or 'no personalize trees'. The POST runs it to answer at
 * once; the job runs it again (seeded, so the same request gives the same set) against the variants as they are then.
 */
export async function planCampaignVariations(campaign: CampaignRef, request: GenerateVariations): Promise<CampaignPlan> {
  const trees = (await personalizeRepository.listTrees(campaign.id)).filter((t) => !request.platform || t.platform === request.platform);
  if (trees.length === 0) throw unprocessable(MESSAGES.noTreesToGenerate);
  let plans: TreeGeneration[];
  try {
    plans = await Promise.all(trees.map(async (tree) => planTreeVariations(campaign.id, tree, await personalizeRepository.listVariants(tree.id), request)));
  } catch (error) {
    if (error instanceof VariationGenerationError) throw unprocessable(error.message);
    throw error;
  }
  const generated = new Set(plans.flatMap((p) => p.variations.map((v) => v.reportingHash))).size;
  return {
    trees,
    plans,
    result: {
      generated,
      total: plans.reduce((sum, p) => sum + p.total, 0n).toString(),
      limited: plans.some((p) => p.limited),
      iterations: plans.reduce((sum, p) => sum + p.iterations, 0),
      platforms: plans.map((p) => ({ platform: p.tree.platform, treeId: p.tree.id, permutations: p.permutations, variations: p.variations.length })),
    },
  };
}

/** Variations per size and format, sizes in the order met, formats within them. */
export function countBySizeAndFormat(items: Iterable<{ size?: string; format: string }>): VariationCount[] {
  const counts = new Map<string, VariationCount>();
  for (const v of items) {
    const size = v.size ?? v.format;
    const key = `${size}\u0000${v.format}`;
    const found = counts.get(key);
    if (found) found.count += 1;
    else counts.set(key, { size, format: v.format, count: 1 });
  }
  return [...counts.values()].sort((a, b) => a.size.localeCompare(b.size, 'en', { numeric: true }) || a.format.localeCompare(b.format));
}

/**
 * Writes a plan: the new variations created, those generated again unarchived, those of the same trees no longer
 * generated archived, all or nothing (variationsRepository.replaceSet undoes its own writes on a failure). Answers
 * the generated set's counts per size and format, and the reporting hashes of every live variation of the campaign
 * once written (this set and other trees' untouched ones): what its list must read from then on.
 */
export async function writeCampaignVariations(
  campaign: CampaignRef,
  { trees, plans }: CampaignPlan,
  onProgress?: (written: number) => void,
  by: Approver = SYSTEM_ACTOR,
): Promise<{ counts: VariationCount[]; live: ReadonlySet<string> }> {
  const existing = await variationsRepository.listByCampaign(campaign.id);
  const byHash = new Map(existing.map((v) => [v.reportingHash, v]));
  const wanted = new Map(plans.flatMap((p) => p.variations.map((v) => [v.reportingHash, { plan: p, v }] as const)));
  const treeIds = new Set(trees.map((t) => t.id));
  const added = [...wanted.values()]
    .filter(({ v }) => !byHash.has(v.reportingHash))
    .map(({ plan, v }) => ({
      partnerId: campaign.partnerId,
      reportingHash: v.reportingHash,
      id: newId(),
      campaignId: campaign.id,
      name: v.name,
      format: v.format,
      hash: v.hash,
      treeId: plan.tree.id,
      templateId: v.templateId,
      version: v.version,
      generation: v.generation,
      size: v.size,
      formats: [plan.tree.format],
      channels: [CHANNEL_OF[plan.tree.platform] ?? 'display'],
      audienceFilters: [],
      values: v.values,
      approvalUsers: [],
      approved: false,
      rejected: false,
      archived: false,
    }));
  const revived = [...wanted.keys()].filter((h) => byHash.get(h)?.archived);
  // only this call's trees' variations retire: another platform's set (or the seed's) stays as it is
  const retired = existing.filter((v) => !v.archived && v.treeId && treeIds.has(v.treeId) && !wanted.has(v.reportingHash)).map((v) => v.reportingHash);
  await variationsRepository.replaceSet(campaign.partnerId, { added, revived, retired }, onProgress);
  // kept on a template's new generation (same hash): a new content version, so their approval is revoked
  const regenerated = existing.flatMap((v) => {
    const planned = wanted.get(v.reportingHash)?.v;
    return planned && (v.generation ?? 1) !== planned.generation ? [{ variation: v, generation: planned.generation }] : [];
  });
  await reviseVariationGenerations(regenerated, by);
  const gone = new Set(retired);
  const live = new Set([...existing.filter((v) => !v.archived && !gone.has(v.reportingHash)).map((v) => v.reportingHash), ...wanted.keys()]);
  return { counts: countBySizeAndFormat([...wanted.values()].map(({ v }) => v)), live };
}
