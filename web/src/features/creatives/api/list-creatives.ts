import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { creativesResponseSchema, type Creative, type CreativeStatus, type CreativesResponse, type ViewMode } from '@shared/contracts/creatives';
import { api } from '@web/lib/api-client';
import { creativesKeys } from './keys';

/** Creatives asked per page ('Show more' asks the next). */
export const CREATIVES_PAGE_SIZE = 100;

export interface CreativesFilter {
  treeId: string | undefined;
  viewmode: ViewMode | undefined;
  /** Only these statuses (none: all). */
  statuses: readonly CreativeStatus[];
}

/** GET campaigns/{id}/creatives?treeId&viewmode (001 7): one page of the tree's creatives, its trees and the caller's approval rights. */
export const listCreatives = (campaignId: string, { treeId, viewmode, statuses }: CreativesFilter, page: number, signal?: AbortSignal): Promise<CreativesResponse> =>
  api
    .get(`campaigns/${campaignId}/creatives`, { query: { treeId, viewmode, statuses: statuses.length ? statuses.join(',') : undefined, page, pageSize: CREATIVES_PAGE_SIZE }, signal })
    .then((body) => creativesResponseSchema.parse(body));

export function useCreativePages(campaignId: string, filter: CreativesFilter) {
  return useInfiniteQuery({
    queryKey: creativesKeys.list(campaignId, filter.treeId, filter.viewmode, filter.statuses),
    queryFn: ({ pageParam, signal }) => listCreatives(campaignId, filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

type Pages = InfiniteData<CreativesResponse, number>;

/**
 * Creatives changed elsewhere (a save's answer, a realtime event) replace theirs in every loaded list of the campaign;
 * the client view leaves archived ones out, a status filter those that no longer pass it. Creatives not loaded are left alone (a later page brings them).
 */
export function replaceCreatives(client: QueryClient, campaignId: string, creatives: readonly Creative[]) {
  if (creatives.length === 0) return;
  const byId = new Map(creatives.map((c) => [c._id, c]));
  for (const [key, data] of client.getQueriesData<Pages>({ queryKey: [...creativesKeys.all(campaignId), 'list'] })) {
    if (!data) continue;
    const viewmode = key[4];
    const statuses = (key[5] ?? []) as readonly CreativeStatus[];
    const pages = data.pages.map((page) => ({
      ...page,
      creatives: page.creatives.flatMap((c) => {
        const next = byId.get(c._id);
        if (!next) return [c];
        const leaves = (viewmode === 'client' && next.archived) || (statuses.length > 0 && !statuses.includes(next.status));
        return leaves ? [] : [next];
      }),
    }));
    client.setQueryData<Pages>(key, { ...data, pages });
  }
}
