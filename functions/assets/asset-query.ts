/** The library list and the picker (000 7.3): filters, search, sort and 0-based paging over the caller's visible assets. */
import type { AssetListQuery } from '@shared/contracts/assets';
import type { assetListQuerySchema } from '@shared/contracts/assets';
import type * as z from 'zod';
import { bandOf } from '@shared/domain/scoring';
import type { Asset } from './assets-repository';

type Query = z.output<typeof assetListQuerySchema>;
export type { AssetListQuery };

export function filterAssets(assets: readonly Asset[], q: Query, now = Date.now()): Asset[] {
  const search = q.search?.toLowerCase();
  const exclude = new Set(q.assetsToExclude ?? []);
  const result = assets.filter((a) => {
    if (a.status === 'merged' || exclude.has(a.id)) return false;
    // Uploads still on their way are not library assets unless asked for; abandoned ones never are, though the sweep
    // may take up to UPLOAD_SWEEP_MINUTES to mark them failed (records of before: their TTL expiresAt).
    const abandonAt = a.abandonAt ?? (a.expiresAt !== undefined ? a.expiresAt * 1000 : Infinity);
    if (a.status === 'uploading' && (q.status !== 'uploading' || abandonAt <= now)) return false;
    if (q.archived !== undefined && a.archived !== q.archived) return false;
    if (q.isIndependent !== undefined && a.isIndependent !== q.isIndependent) return false;
    if (q.topLevel && a.parentId) return false;
    if (q.status && a.status !== q.status) return false;
    if (q.format?.length && !q.format.includes(a.format)) return false;
    if (q.type?.length && !q.type.includes(a.category)) return false;
    if (q.nodeIds?.length && !q.nodeIds.some((n) => a.businessNodes.includes(n) || a.additionalNodes.includes(n))) return false;
    if (q.tags?.length && !q.tags.some((t) => a.tags.includes(t))) return false;
    if (q.score && (q.score === 'unscored' ? a.aesthetics !== undefined : a.aesthetics === undefined || bandOf(a.aesthetics) !== q.score)) return false;
    if (search && !a.name.toLowerCase().includes(search) && !a.tags.some((t) => t.toLowerCase().includes(search))) return false;
    return true;
  });
  const sign = q.direction === 'asc' ? 1 : -1;
  const key = q.sort;
  return result.sort((a, b) => {
    const x = a[key];
    const y = b[key];
    // not scored yet: after the scored ones, whichever the direction
    if (x === undefined || y === undefined) return x === y ? a.id.localeCompare(b.id) : x === undefined ? 1 : -1;
    const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
    return sign * (order || a.id.localeCompare(b.id));
  });
}

export const pageOf = <T>(items: readonly T[], page: number, limit: number) => items.slice(page * limit, page * limit + limit);

/** How many children (zip entries, crops) each parent has. */
export function childCounts(assets: readonly Asset[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of assets) if (a.parentId && a.status !== 'merged') counts.set(a.parentId, (counts.get(a.parentId) ?? 0) + 1);
  return counts;
}
