/** A stored template as the screens get it (shared/contracts/templates.ts), with user-content addresses of its current version. */
import type { TemplateDto, TemplateVersionDto } from '@shared/contracts/templates';
import { currentVersion, isVersionApproved } from '@shared/domain/template-versions';
import type { StoredVersion, Template } from './templates-repository';
import { folderUrl, playerPath, templateFolder, thumbnailUrls } from './template-storage';

export const versionFolder = (t: Template, v: StoredVersion) => templateFolder(t.partnerId, t.conceptId, v.id);

export const presentVersion = (v: StoredVersion): TemplateVersionDto => ({
  _id: v.id,
  generation: v.generation,
  version: v.version,
  entry: v.entry,
  status: v.status,
  error: v.error ?? null,
  editedCode: v.editedCode,
  isStatic: v.parse.isStatic,
  hasClickTag: v.parse.hasClickTag,
  dynamicFields: v.parse.dynamicFields,
  dynamicImageSizes: v.parse.dynamicImageSizes,
  warnings: v.warnings,
  video: v.video ?? null,
  approvals: { users: v.approvals },
  approved: isVersionApproved(v),
  createdBy: v.createdBy,
  createdAt: v.createdAt,
});

export function presentTemplate(t: Template, inUse: boolean): TemplateDto {
  const current = currentVersion(t);
  const generations = [...t.generations].sort((a, b) => b.generation - a.generation);
  return {
    _id: t.id,
    partnerId: t.partnerId,
    conceptId: t.conceptId,
    name: t.name,
    size: t.size,
    type: t.type,
    current: current ? presentVersion(current) : null,
    version: current?.version ?? 0,
    generation: current?.generation ?? 0,
    approved: Boolean(current && isVersionApproved(current)),
    inUse,
    archived: t.conceptArchived || !current,
    generations: generations.map((g) => ({ generation: g.generation, archived: g.archived, versions: [...g.versions].sort((a, b) => b.version - a.version).map(presentVersion) })),
    thumbnails: current?.thumbnails ? thumbnailUrls(versionFolder(t, current)) : null,
    previewUrl: templatePreviewUrl(t),
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

/** The current version's player on the user-content origin, or null while no version is ready. */
export function templatePreviewUrl(t: Template): string | null {
  const current = currentVersion(t);
  return current && current.status === 'ready' ? folderUrl(versionFolder(t, current), playerPath(current.entry)) : null;
}
