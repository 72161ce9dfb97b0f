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
  const [cached, signals] = await Promise.all([personalizeRepository.listVariantsCached(tree.id), treeSignals(tree)]);
  return { tree, variants: [...cached].sort(byGridOrder), ctx: { signals, now } };
}

/** No filter given (the grid as it opens). */
export const unfiltered = (f: VariantFilters) => !f.statuses?.length && !f.formats?.length && !f.variants?.length && !f.segments?.length && !f.search;

/**
 * The grid's first page without filters and the tree's counts, without reading the whole tree (a cold container, or
 * this container's copy behind another's writes): the counts from the tree's counters, the page from the fallback and
 * the first variants of the tree's index that are not archived (the grid's order: fallback first, then by id). Null
 * when this container's copy is current (reading it is quicker), or when it cannot: the counters unknown, a variant
 * on with a schedule (live then depends on the clock), or no fallback pointer.
 */
export async function firstPageFromIndex(tree: Tree, pageSize: number, now = Date.now()): Promise<{ variants: Variant[]; total: number; counts: VariantCounts; ctx: PresentContext } | null> {
  if (!tree.fallbackVariantId) return null;
  const counted = await countsFromIndex(tree);
  if (!counted) return null;
  const [fallback, first, signals] = await Promise.all([personalizeRepository.getVariant(tree.fallbackVariantId), personalizeRepository.firstUnarchived(tree.id, pageSize), treeSignals(tree)]);
  if (!fallback || fallback.treeId !== tree.id || !fallback.isFallback || fallback.archived) return null;
  return { variants: [fallback, ...first.filter((v) => v.id !== fallback.id)].slice(0, pageSize), ...counted, ctx: { signals, now } };
}

/** The tree's counts and how many variants the grid shows unfiltered (not archived), from its counters; null as above. */
export async function countsFromIndex(tree: Tree): Promise<{ total: number; counts: VariantCounts } | null> {
  const { items, tallies } = await personalizeRepository.variantsSnapshot(tree.id);
  if (items || !tallies || tallies.onScheduled > 0) return null;
  // the container's copy read meanwhile (one read at a time), for the grid's next pages and filters
  void personalizeRepository.listVariantsCached(tree.id).catch(() => undefined);
  return { total: tallies.total - tallies.archived, counts: { totalAmount: tallies.total, archivedAmount: tallies.archived, activeAmount: tallies.on } };
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
