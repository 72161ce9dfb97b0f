import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ASSET_SCORE_FILTERS, ASSET_SORT_FIELDS, AssetDto, AssetList } from '@shared/contracts/assets';
import type { AssetCategory } from '@shared/domain/assets';
import { api } from '@web/lib/api-client';

/** The library list and the picker query (000 7.3); arrays go as repeated keys. */
export interface AssetsQuery {
  page: number;
  limit: number;
  search?: string;
  sort?: (typeof ASSET_SORT_FIELDS)[number];
  direction?: 'asc' | 'desc';
  format?: string[];
  type?: AssetCategory[];
  nodeIds?: string[];
  tags?: string[];
  archived?: boolean;
  isIndependent?: boolean;
  assetsToExclude?: string[];
  topLevel?: boolean;
  /** Aesthetics band or not scored yet. */
  score?: (typeof ASSET_SCORE_FILTERS)[number];
}

export const assetsKey = ['assets'] as const;

/** GET assets/single-files: total and one page of results. */
export const getAssets = (partnerId: string, query: AssetsQuery) =>
  api.get<AssetList>('assets/single-files', { query: { partnerId, ...query } as Record<string, string | number | boolean | string[] | undefined> });

export const assetsQueryOptions = (partnerId: string | null, query: AssetsQuery) =>
  queryOptions({ queryKey: [...assetsKey, partnerId, 'list', query], queryFn: () => getAssets(partnerId!, query), enabled: Boolean(partnerId), placeholderData: keepPreviousData });

export const useAssets = (partnerId: string | null, query: AssetsQuery) => useQuery(assetsQueryOptions(partnerId, query));

/** GET assets/single-files/{id}. */
export const useAsset = (partnerId: string | null, id: string) =>
  useQuery({ queryKey: [...assetsKey, partnerId, 'one', id], queryFn: () => api.get<AssetDto>(`assets/single-files/${id}`, { query: { partnerId } }), enabled: Boolean(partnerId) });

/** GET assets/single-files/list/{id}: the children of a zip parent. */
export const useAssetChildren = (partnerId: string | null, id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...assetsKey, partnerId, 'children', id],
    queryFn: () => api.get<AssetList>(`assets/single-files/list/${id}`, { query: { partnerId, limit: 100, sort: 'name', direction: 'asc' } }),
    enabled: Boolean(partnerId) && enabled,
  });

/** GET assets/single-files/formats: the formats in the library, for the filter. */
export const useAssetFormats = (partnerId: string | null) =>
  useQuery({ queryKey: [...assetsKey, partnerId, 'formats'], queryFn: () => api.get<string[]>('assets/single-files/formats', { query: { partnerId } }), enabled: Boolean(partnerId) });
