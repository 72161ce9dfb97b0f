/**
 * Which storyboards a caller reaches: those of a concept the caller may see (functions/concepts/concept-scope.ts:
 * another partner's concept answers 'Concept not found'); a storyboard of another concept answers 'Storyboard not
 * found' like an unknown id. Also how a storyboard reads in answers (presigned reads of its files).
 */
import type { StoryboardAssetDto, StoryboardDto, StoryboardVersionDto } from '@shared/contracts/storyboards';
import { MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { conceptInScope, loadScope } from '@functions/concepts/public';
import type { Concept } from '@functions/concepts/public';
import { notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { storyboardsRepository, type StoredAsset, type StoredVersion, type Storyboard } from './storyboards-repository';

export async function conceptOf(caller: Caller, conceptId: string): Promise<Concept> {
  return conceptInScope(caller, conceptId, await loadScope(caller));
}

export async function storyboardOf(caller: Caller, conceptId: string, storyboardId: string): Promise<{ concept: Concept; storyboard: Storyboard }> {
  const concept = await conceptOf(caller, conceptId);
  const storyboard = await storyboardsRepository.get(storyboardId);
  if (!storyboard || storyboard.conceptId !== concept.id) throw notFound(MESSAGES.storyboardNotFound);
  return { concept, storyboard };
}

/** The newest version that finished processing. */
export const latestReady = (s: Storyboard): StoredVersion | undefined =>
  s.versions.filter((v) => v.status === 'ready').sort((a, b) => b.version - a.version)[0];

export const isApproved = (s: Storyboard) => Boolean(latestReady(s)?.approvals.length);

async function presentAsset(a: StoredAsset, ready: boolean): Promise<StoryboardAssetDto> {
  return {
    _id: a._id,
    name: a.name,
    kind: a.kind,
    mimeType: a.mimeType,
    size: a.size,
    width: a.width ?? null,
    height: a.height ?? null,
    durationMs: a.durationMs ?? null,
    url: ready ? await assetStorage.presignGet(a.key, { fileName: a.name, contentType: a.mimeType, attachment: false }) : null,
    thumbnailUrl: ready && a.thumbnailKey ? await assetStorage.presignGet(a.thumbnailKey, { fileName: 'thumbnail.webp', contentType: 'image/webp', attachment: false }) : null,
  };
}

async function presentVersion(v: StoredVersion): Promise<StoryboardVersionDto> {
  const ready = v.status === 'ready';
  return {
    _id: v._id,
    version: v.version,
    status: v.status,
    message: v.message ?? null,
    assets: await Promise.all(v.assets.map((a) => presentAsset(a, ready))),
    approvals: v.approvals,
    createdBy: v.createdBy,
    createdAt: v.createdAt,
  };
}

export async function presentStoryboard(s: Storyboard): Promise<StoryboardDto> {
  return {
    _id: s.id,
    conceptId: s.conceptId,
    partnerId: s.partnerId,
    name: s.name,
    type: s.type,
    sortIndex: s.sortIndex,
    latestVersion: latestReady(s)?.version ?? null,
    approved: isApproved(s),
    versions: await Promise.all([...s.versions].sort((a, b) => a.version - b.version).map(presentVersion)),
    createdBy: s.createdBy,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}
