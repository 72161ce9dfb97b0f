/**
 * A tree's variants as the grid reads them: the variants with the tree's signals and the clock, filtered (001 4
 * 'Personalize filter values', the drawer's groups), ordered (fallback first, archived last, then oldest first) and
 * counted (001 3 'Variant' counts: totalAmount, archivedAmount, activeAmount).
 */
import type { VariantCounts, VariantFilters, VariantView } from '@shared/contracts/personalize';
import { matchesStatusFilter, variantStatuses } from '@shared/domain/variant-rules';
import { personalizeRepository, type Tree, type Variant } from './personalize-repository';
import { presentVariant, schedulesOf, type PresentContext } from './present';
import { treeSignals } from './tree-signals';

export interface TreeVariants {
  tree: Tree;
  variants: Variant[];
  ctx: PresentContext;
}

export async function loadTreeVariants(tree: Tree, now = Date.now()): Promise<TreeVariants> {
  const [variants, signals] = await Promise.all([personalizeRepository.listVariants(tree.id), treeSignals(tree)]);
  variants.sort(byGridOrder);
  return { tree, variants, ctx: { signals, now } };
}

/** The context to present a few variants of a tree (the signals, the clock) without reading all its variants. */
export async function presentContext(tree: Tree, now = Date.now()): Promise<PresentContext> {
  return { signals: await treeSignals(tree), now };
}

export const byGridOrder = (a: Variant, b: Variant) => Number(a.archived) - Number(b.archived) || Number(b.isFallback) - Number(a.isFallback) || a.id.localeCompare(b.id);

const statusesOf = (v: Variant, ctx: PresentContext) => variantStatuses(v.enabled, schedulesOf(v, ctx.signals), ctx.now);

/** Whether a variant passes the filters: each group given must match (any of its values), search in its name. */
export function matchesFilters(v: Variant, filters: VariantFilters, ctx: PresentContext): boolean {
  if (!matchesStatusFilter({ enabled: v.enabled, archived: v.archived, formats: Object.values(v.formats), statuses: statusesOf(v, ctx) }, filters.statuses ?? [])) return false;
  if (filters.variants?.length && !filters.variants.includes(v.id)) return false;
  if (filters.formats?.length && !Object.values(v.formats).some((f) => filters.formats!.includes(f.templateId))) return false;
  if (filters.segments?.length && !v.signals.userSegment.some((s) => filters.segments!.includes(s))) return false;
  if (filters.search && !v.name.toLowerCase().includes(filters.search.toLowerCase())) return false;
  return true;
}

export function countsOf(variants: readonly Variant[], ctx: PresentContext): VariantCounts {
  let archivedAmount = 0;
  let activeAmount = 0;
  for (const v of variants) {
    if (v.archived) archivedAmount++;
    else if (statusesOf(v, ctx).live) activeAmount++;
  }
  return { totalAmount: variants.length, archivedAmount, activeAmount };
}

export const presentAll = (variants: readonly Variant[], ctx: PresentContext): VariantView[] => variants.map((v) => presentVariant(v, ctx));
