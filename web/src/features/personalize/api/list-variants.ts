import { replaceEqualDeep, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { filtersQuery, type VariantFilters } from '../lib/filters';
import { personalizeKeys, treeBase } from './keys';
import type { VariantPage, VariantView } from './types';

/** Rows asked per page: a few screens of the virtualized grid. */
export const VARIANTS_PAGE_SIZE = 100;

/** The variants call's path and query. */
export const variantsCall = (campaignId: string, treeId: string, filters: VariantFilters, page: number) =>
  [`${treeBase(campaignId, treeId)}/variants`, { page, pageSize: VARIANTS_PAGE_SIZE, ...filtersQuery(filters) }] as const;

/** GET B/variants?page&pageSize&filters (001 7): one page of the tree's variants with the counts. */
export const listVariants = (campaignId: string, treeId: string, filters: VariantFilters, page: number, signal?: AbortSignal) => {
  const [path, query] = variantsCall(campaignId, treeId, filters, page);
  return api.get<VariantPage>(path, { query, signal });
};

/** Pages load as the grid scrolls towards the end of what is loaded. */
export function useVariantPages(campaignId: string, treeId: string, filters: VariantFilters) {
  return useInfiniteQuery({
    queryKey: personalizeKeys.variants(campaignId, treeId, filters),
    queryFn: ({ pageParam, signal }) => listVariants(campaignId, treeId, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    // a read that left before a save and answers after it must not put the older row back; unchanged rows keep their
    // objects (React Query's own sharing), so a reload re-renders only what changed
    structuralSharing: (old: unknown, next: unknown) => replaceEqualDeep(old, keepNewerRows(old as Pages | undefined, next as Pages)),
  });
}

type Pages = InfiniteData<VariantPage, number>;

/** The one ordering rule of the grid's rows: a copy at a lower revision than the row shown never replaces it. */
const olderThan = (copy: VariantView, shown: VariantView) => copy.revision < shown.revision;

/** Pages read from the server, where a row shown at a later revision (a save's answer, an event) stays as shown. */
export function keepNewerRows(shown: Pages | undefined, read: Pages): Pages {
  if (!shown) return read;
  const newer = new Map<string, VariantView>();
  for (const page of shown.pages) for (const v of page.variants) newer.set(v._id, v);
  let kept = false;
  const pages = read.pages.map((page) => ({
    ...page,
    variants: page.variants.map((v) => {
      const row = newer.get(v._id);
      if (!row || !olderThan(v, row)) return v;
      kept = true;
      return row;
    }),
  }));
  return kept ? { ...read, pages } : read;
}

/**
 * Variants changed elsewhere (an action's answer, a realtime event) replace their rows in every loaded list of the
 * tree; new ones go first in the unfiltered lists; rows that no longer pass a list's filters leave it. A copy older
 * than the row shown (a lower revision: an event delivered after the answer of a later edit) changes nothing.
 */
export function upsertVariants(client: QueryClient, campaignId: string, treeId: string, variants: readonly VariantView[], passes: (v: VariantView, f: VariantFilters) => boolean) {
  const mine = variants.filter((v) => v.treeId === treeId);
  if (mine.length === 0) return;
  for (const [key, data] of client.getQueriesData<Pages>({ queryKey: personalizeKeys.variants(campaignId, treeId) })) {
    if (!data) continue;
    const filters = (key[4] ?? {}) as VariantFilters;
    const byId = new Map(mine.map((v) => [v._id, v]));
    const known = new Set<string>();
    let removed = 0;
    const pages = data.pages.map((page) => {
      const rows: VariantView[] = [];
      for (const row of page.variants) {
        const next = byId.get(row._id);
        known.add(row._id);
        if (!next || olderThan(next, row)) rows.push(row);
        else if (passes(next, filters)) rows.push(next);
        else removed += 1;
      }
      return { ...page, variants: rows };
    });
    const added = mine.filter((v) => !known.has(v._id) && passes(v, filters));
    if (added.length && pages[0]) pages[0] = { ...pages[0], variants: [...added, ...pages[0].variants] };
    const delta = added.length - removed;
    client.setQueryData<Pages>(key, { ...data, pages: pages.map((p) => ({ ...p, total: p.total + delta })) });
  }
}

/** Variants that left the tree's lists (realtime `variantIds`). */
export function removeVariants(client: QueryClient, campaignId: string, treeId: string, ids: readonly string[]) {
  const gone = new Set(ids);
  client.setQueriesData<Pages>({ queryKey: personalizeKeys.variants(campaignId, treeId) }, (data) => {
    if (!data) return data;
    let removed = 0;
    const pages = data.pages.map((p) => {
      const rows = p.variants.filter((v) => !gone.has(v._id));
      removed += p.variants.length - rows.length;
      return { ...p, variants: rows };
    });
    return { ...data, pages: pages.map((p) => ({ ...p, total: p.total - removed })) };
  });
}

/** The counts of a 'variants count update' event, shown above the grid. */
export function setCounts(client: QueryClient, campaignId: string, treeId: string, counts: VariantPage['counts']) {
  client.setQueriesData<Pages>({ queryKey: personalizeKeys.variants(campaignId, treeId) }, (data) => data && { ...data, pages: data.pages.map((p) => ({ ...p, counts })) });
}
