/**
 * Which assets a caller sees and changes: those of the current partner on a node the caller may read (write), or on
 * no node at all (partner-wide). Another partner's asset answers 'Single file not found', as an unknown id does.
 */
import type { AssetDto } from '@shared/contracts/assets';
import { isActiveContent } from '@shared/domain/assets';
import { isFolderAsset } from '@shared/domain/asset-hierarchy';
import { MESSAGES } from '@shared/messages';
import { loadScope, nodeIn, type Need, type Scope } from '@functions/business-nodes/public';
import { notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { assetsRepository, type Asset } from './assets-repository';
import { assetStorage } from './asset-storage';
import { splitKey, userContentUrl } from '@functions/lib/user-content';
import { isServablePrefix } from '@functions/lib/user-content-token';

export function assetAllowed(scope: Scope, asset: Asset, need: Need): boolean {
  const nodes = [...asset.businessNodes, ...asset.additionalNodes];
  if (!nodes.length) return true;
  const allowed = need === 'write' ? scope.access.writeAllowed : scope.access.readAllowed;
  return nodes.some((id) => allowed.has(id));
}

/** The asset by id for this caller, or 404. */
export async function assetInScope(caller: Caller, id: string, need: Need): Promise<{ asset: Asset; scope: Scope }> {
  const [asset, scope] = await Promise.all([assetsRepository.get(id), loadScope(caller)]);
  if (!asset || asset.partnerId !== caller.partnerId || asset.status === 'merged' || !assetAllowed(scope, asset, need)) {
    throw notFound(MESSAGES.assetNotFound);
  }
  return { asset, scope };
}

/** Nodes a caller puts assets on must be the partner's and writable for the caller. */
export function checkNodes(scope: Scope, ids: readonly string[]): void {
  for (const id of ids) nodeIn(scope, id, 'write');
}

/** The user-content address of a stored file; none for a key outside the served folders (one odd item never fails a list). */
function contentUrlOf(key: string): string | null {
  const where = splitKey(key);
  return isServablePrefix(where.prefix) ? userContentUrl(where) : null;
}

export async function presentAsset(asset: Asset, children = 0): Promise<AssetDto> {
  // A folder (folder upload) is a parent without content: nothing to download.
  const ready = asset.status === 'ready' && !isFolderAsset(asset);
  const attachment = isActiveContent(asset.mimeType, asset.format);
  const [url, thumbLocation] = await Promise.all([
    ready ? assetStorage.presignGet(asset.key, { fileName: asset.name, contentType: asset.mimeType, attachment }) : null,
    ready && asset.thumbnailKey ? assetStorage.presignGet(asset.thumbnailKey, { fileName: 'thumbnail.webp', contentType: 'image/webp', attachment: false }) : null,
  ]);
  return {
    _id: asset.id,
    partnerId: asset.partnerId,
    name: asset.name,
    type: asset.category,
    mimeType: asset.mimeType,
    format: asset.format,
    size: asset.size,
    hash: asset.hash ?? null,
    url,
    thumbLocation,
    contentUrl: ready && attachment ? contentUrlOf(asset.key) : null,
    dimension: asset.width && asset.height ? { width: asset.width, height: asset.height } : null,
    duration: asset.duration ?? null,
    scores: asset.aesthetics !== undefined && asset.memorability !== undefined ? { aesthetics: asset.aesthetics, memorability: asset.memorability, textProportion: asset.textProportion ?? 0 } : null,
    tags: asset.tags,
    businessNodes: asset.businessNodes,
    additionalNodes: asset.additionalNodes,
    nodeIds: [...new Set([...asset.businessNodes, ...asset.additionalNodes])],
    parentId: asset.parentId ?? null,
    children,
    isIndependent: asset.isIndependent,
    isFromDam: true,
    isLink: asset.isLink,
    archived: asset.archived,
    status: asset.status,
    error: asset.error ?? null,
    mergedInto: asset.mergedInto ?? null,
    createdAt: asset.createdAt,
    createdBy: asset.createdBy,
    updatedAt: asset.updatedAt,
    updatedBy: asset.updatedBy,
  };
}
