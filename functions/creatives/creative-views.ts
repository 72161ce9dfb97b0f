/**
 * Self-service creatives as the creatives view reads them (001 2 creatives view, 001 4 'Creative statuses'): every
 * variant format of a tree with its variant's live state, the approval summary of its current version (tags, the
 * caller's toggle, the gate) and where to see it. The client view leaves archived creatives out.
 */
import type { Creative, CreativeStatus, ViewMode } from '@shared/contracts/creatives';
import { creativeStatus, summarise, toggleOf } from '@shared/domain/approvals';
import type { VariantFormatState } from '@shared/domain/personalize';
import { MESSAGES } from '@shared/messages';
import type { Campaign } from '@functions/campaigns/public';
import { notFound } from '@functions/lib/errors';
import { splitKey, userContentUrl } from '@functions/lib/user-content';
import { loadTreeVariants, personalizeRepository, presentVariant, type Tree, type Variant } from '@functions/personalize/public';
import { templatePreviewUrl, templatesRepository } from '@functions/templates/public';
import { variantFormatVersion } from './creative-version';

export interface TreeCreatives {
  trees: Tree[];
  tree: Tree | null;
  creatives: Creative[];
}

/** The campaign's trees and the one asked for (else the first); an id that is not one of them answers 404. */
export async function pickTree(campaign: Pick<Campaign, 'id'>, treeId: string | undefined): Promise<{ trees: Tree[]; tree: Tree | null }> {
  const trees = await personalizeRepository.listTrees(campaign.id);
  if (!treeId) return { trees, tree: trees[0] ?? null };
  const tree = trees.find((t) => t.id === treeId);
  if (!tree) throw notFound(MESSAGES.creativeTreesFetchFailed);
  return { trees, tree };
}

const screenshotUrlOf = (f: VariantFormatState) => (f.screenshotRenderStatus === 'finished' && f.screenshotKey ? userContentUrl(splitKey(f.screenshotKey)) : null);

/** One creative: a variant format with its variant's state, for the caller. */
export function presentCreative(v: Variant, f: VariantFormatState, ctx: { userId: string; live: boolean; scheduled: boolean; previewUrl: string | null }): Creative {
  const version = variantFormatVersion(f);
  const summary = summarise(f.approval, version);
  const archived = v.archived || f.archived;
  return {
    _id: f.id,
    treeId: v.treeId,
    variantId: v.id,
    variantName: v.name,
    templateId: f.templateId,
    name: f.name,
    shortName: f.shortName,
    format: f.format,
    version: f.version,
    generation: f.generation,
    creativeVersion: version,
    status: creativeStatus({ archived, live: ctx.live, scheduled: ctx.scheduled, summary }),
    approved: summary.finalApproved,
    rejected: summary.finalRejected,
    archived,
    approvals: { users: summary.tags },
    toggle: toggleOf(f.approval, version, ctx.userId),
    variantEnabled: v.enabled,
    isFallback: v.isFallback,
    screenshotRenderStatus: f.screenshotRenderStatus ?? 'unrendered',
    screenshotUrl: screenshotUrlOf(f),
    previewUrl: ctx.previewUrl,
    dynamicElements: Object.fromEntries(Object.entries(f.dynamicElements).map(([name, e]) => [name, { value: e.value, type: e.type }])),
  };
}

/** The template players of a tree's templates (null for one without a ready version or of another partner). */
async function previewUrls(tree: Tree): Promise<Map<string, string | null>> {
  const templates = await Promise.all(tree.templates.map((t) => templatesRepository.get(t.templateId)));
  return new Map(tree.templates.map((t, i) => {
    const template = templates[i];
    return [t.templateId, template && template.partnerId === tree.partnerId ? templatePreviewUrl(template) : null];
  }));
}

/** Every creative of a tree for the view mode, in the grid's order (fallback first) and the tree's template order. */
export async function treeCreatives(tree: Tree, viewmode: ViewMode, userId: string, variants?: readonly Variant[]): Promise<Creative[]> {
  const [loaded, previews] = await Promise.all([loadTreeVariants(tree), previewUrls(tree)]);
  const order = new Map(tree.templates.map((t, i) => [t.templateId, i]));
  const out: Creative[] = [];
  for (const v of variants ?? loaded.variants) {
    if (viewmode === 'client' && v.archived) continue;
    const { statuses } = presentVariant(v, loaded.ctx);
    const formats = Object.values(v.formats).sort((a, b) => (order.get(a.templateId) ?? 0) - (order.get(b.templateId) ?? 0));
    for (const f of formats) {
      if (viewmode === 'client' && f.archived) continue;
      out.push(presentCreative(v, f, { userId, live: statuses.live, scheduled: statuses.scheduled, previewUrl: previews.get(f.templateId) ?? null }));
    }
  }
  return out;
}

/** How many creatives have each status. */
export function countByStatus(creatives: readonly Pick<Creative, 'status'>[], statuses: readonly CreativeStatus[]): Record<CreativeStatus, number> {
  const out = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<CreativeStatus, number>;
  for (const c of creatives) out[c.status]++;
  return out;
}
