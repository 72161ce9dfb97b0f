/**
 * Brings a campaign's personalize trees in line with its templates (002 4 template structure comparison): platforms
 * without a tree are initialised (one tree per platform and format, each with a fallback variant holding the
 * templates' default values); templates added to a platform join their tree (or start the tree of their format);
 * deleted ones leave it (a tree left without templates goes with its variants); templates with a new version or
 * generation move every variant format to it, keeping the values of the fields the new one still has. Each tree's
 * change is one transaction (up to 100 items), so a retry after a failure finds every tree either changed or not.
 */
import { compareTemplateStructure, isUnchanged, type TemplateStructureDiff } from '@shared/domain/template-structure';
import {
  conceptTemplateOf,
  planTrees,
  restructureVariantFormats,
  treeTemplatesOf,
  variantFormatFor,
  type TreeSourceTemplate,
  type VariantFormatState,
} from '@shared/domain/personalize';
import type { Approver } from '@shared/domain/approvals';
import type { Platform } from '@shared/domain/concepts';
import { revokeReplaced, SYSTEM_ACTOR } from '@functions/creatives/public';
import { newId } from '@functions/lib/ids';
import { writeGrouped } from './grouped-writes';
import { personalizeRepository, type Tree, type TreeTemplateRef, type TreeWrite } from './personalize-repository';

export interface CampaignRef {
  campaignId: string;
  partnerId: string;
}

/** 002 9 storage layout: v2/partners/{partnerId}/campaigns/{campaignId}/brief/decision-tree-template/{filename}. */
export const treeLocation = (c: CampaignRef, treeId: string) => `v2/partners/${c.partnerId}/campaigns/${c.campaignId}/brief/decision-tree-template/${treeId}.json`;
/** The signal type a tree's first level splits on (001 3 'Signal': userSegment or schedule). */
export const TREE_DIMENSION = 'userSegment';

const refOf = (t: TreeSourceTemplate): TreeTemplateRef => ({ templateId: t.templateId, name: t.name, size: t.size, version: t.version, generation: t.generation });

/** A new tree with its fallback variant: the writes of one transaction. */
function newTreeWrites(campaign: CampaignRef, platform: string, format: string, templates: readonly TreeSourceTemplate[]): { tree: Tree; writes: TreeWrite[] } {
  const treeId = newId();
  const fallbackId = newId();
  const formats: Record<string, VariantFormatState> = {};
  for (const template of templates) {
    const f = variantFormatFor(newId(), template);
    formats[f.id] = f;
  }
  const tree = {
    id: treeId,
    partnerId: campaign.partnerId,
    campaignId: campaign.campaignId,
    platform,
    format,
    templates: templates.map(refOf),
    isFallbackEnabled: true,
    fallbackVariantId: fallbackId,
    location: treeLocation(campaign, treeId),
    dimension: TREE_DIMENSION,
  };
  return {
    tree: { ...tree, createdAt: Date.now(), updatedAt: Date.now() },
    writes: [
      personalizeRepository.putTree(tree),
      personalizeRepository.createVariant({ id: fallbackId, partnerId: campaign.partnerId, campaignId: campaign.campaignId, treeId, name: 'Fallback', isFallback: true, formats }),
    ],
  };
}

/** What a call changed: the comparison it applied and the trees as they are now. */
export interface StructureResult {
  diff: TemplateStructureDiff;
  trees: Tree[];
}

/**
 * Compares the campaign's trees with `sources` (the templates the campaign uses now, current versions) on `platforms`
 * and applies the difference. Answers what it applied; an unchanged structure writes nothing. `by` made the change
 * (the user whose template change or sync queued the job): an approved creative moved to a new template version is
 * revoked in their name.
 */
export async function applyTemplateStructure(campaign: CampaignRef, sources: readonly TreeSourceTemplate[], platforms: readonly Platform[], by: Approver = SYSTEM_ACTOR): Promise<StructureResult> {
  const trees = await personalizeRepository.listTrees(campaign.campaignId);
  const diff = compareTemplateStructure(treeTemplatesOf(trees), sources.map(conceptTemplateOf), platforms);
  if (isUnchanged(diff)) return { diff, trees };

  const planned = planTrees(sources, platforms);
  // platforms to initialise: every planned tree of the platform
  for (const plan of planned.filter((p) => diff.platformsToInitialise.includes(p.platform))) {
    await personalizeRepository.write(newTreeWrites(campaign, plan.platform, plan.format, plan.templates).writes);
  }
  // platforms that have trees: per planned slot, add to its tree or start it; then prune and move versions
  for (const plan of planned.filter((p) => !diff.platformsToInitialise.includes(p.platform))) {
    const tree = trees.find((t) => t.platform === plan.platform && t.format === plan.format);
    if (!tree) {
      await personalizeRepository.write(newTreeWrites(campaign, plan.platform, plan.format, plan.templates).writes);
      continue;
    }
    await restructureTree(tree, plan.templates, diff, by);
  }
  // trees whose every template went (their slot has no plan any more)
  for (const tree of trees) {
    if (planned.some((p) => p.platform === tree.platform && p.format === tree.format)) continue;
    if (!platforms.includes(tree.platform as Platform)) continue;
    const variants = await personalizeRepository.listVariants(tree.id);
    await personalizeRepository.write([...variants.map((v) => personalizeRepository.deleteVariant(v.id, v.treeId)), personalizeRepository.deleteTree(tree.id)]);
  }
  return { diff, trees: await personalizeRepository.listTrees(campaign.campaignId) };
}

/**
 * One tree to its new templates: variants keep their values (restructureVariantFormats); a format moved to a new
 * version or generation loses its approval, with a revoke record (cause 'template', the template's name and version)
 * in the variant's transaction.
 */
async function restructureTree(tree: Tree, templates: readonly TreeSourceTemplate[], diff: TemplateStructureDiff, by: Approver): Promise<void> {
  const wanted = new Set(templates.map((t) => t.templateId));
  const deleted = new Set(tree.templates.map((t) => t.templateId).filter((id) => !wanted.has(id)));
  const changed = diff.toChange.filter((c) => c.platform === tree.platform && tree.templates.some((t) => t.templateId === c.templateId));
  const added = templates.some((t) => !tree.templates.some((r) => r.templateId === t.templateId));
  if (!deleted.size && !changed.length && !added) return;
  const variants = await personalizeRepository.listVariants(tree.id);
  const revocation = (after: VariantFormatState) => {
    const template = templates.find((t) => t.templateId === after.templateId);
    return { cause: 'template' as const, by, causeName: template?.name ?? after.name, causeVersion: after.version };
  };
  const groups: TreeWrite[][] = variants.map((variant) => {
    const restructured = Object.fromEntries(restructureVariantFormats(Object.values(variant.formats), templates, { deleted, changed }, newId).map((f) => [f.id, f]));
    const { formats, writes: revokes } = revokeReplaced(revocation, variant, restructured);
    const approved = Object.values(formats).every((f) => f.approved);
    return [personalizeRepository.updateVariant(variant, { formats, approved, ...(approved ? {} : { enabled: false }) }), ...revokes];
  });
  // the tree's own item goes last: a failure before it leaves the tree on its old templates, and a retry compares again
  await writeGrouped([...groups, [personalizeRepository.patchTree(tree.id, { templates: templates.map(refOf) })]]);
}
