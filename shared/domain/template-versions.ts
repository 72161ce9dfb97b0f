/**
 * Versions and generations of a template (002 3 'Template': version, generation, approvals with users): an upload of a
 * name the concept has is a new generation, a code edit a new version of the current generation. The current version
 * is the latest version of the latest generation not archived; a template with every generation archived has none and
 * is left out of the concept's approval. Approval is per version: a new version or generation starts unapproved.
 */

export interface VersionLike {
  id: string;
  generation: number;
  version: number;
  status: 'processing' | 'ready' | 'failed';
  approvals: readonly { userId: string }[];
}

export interface GenerationLike<V extends VersionLike = VersionLike> {
  generation: number;
  archived: boolean;
  versions: readonly V[];
}

export interface TemplateLike<V extends VersionLike = VersionLike> {
  generations: readonly GenerationLike<V>[];
  conceptArchived?: boolean;
}

export function currentGeneration<V extends VersionLike>(template: TemplateLike<V>): GenerationLike<V> | null {
  const live = template.generations.filter((g) => !g.archived && g.versions.length > 0);
  return live.reduce<GenerationLike<V> | null>((best, g) => (!best || g.generation > best.generation ? g : best), null);
}

export function currentVersion<V extends VersionLike>(template: TemplateLike<V>): V | null {
  const generation = currentGeneration(template);
  if (!generation) return null;
  return generation.versions.reduce<V | null>((best, v) => (!best || v.version > best.version ? v : best), null);
}

export const isVersionApproved = (version: VersionLike) => version.approvals.length > 0;

/** A version by its id, or the current one when no id is given. */
export function findVersion<V extends VersionLike>(template: TemplateLike<V>, versionId?: string): V | null {
  if (!versionId) return currentVersion(template);
  for (const g of template.generations) for (const v of g.versions) if (v.id === versionId) return v;
  return null;
}

/**
 * Whether a concept's templates are all approved: at least one template has a current version, and every current
 * version is approved (templates archived with their concept, or with every generation archived, do not count).
 */
export function allTemplatesApproved(templates: readonly TemplateLike[]): boolean {
  const current = templates.map(currentVersion).filter((v): v is VersionLike => v !== null);
  return current.length > 0 && current.every(isVersionApproved);
}

/** The name of a template remade at another size: 'WxH-name' with the new size (001 9 template naming). */
export function resizedTemplateName(name: string, size: { width: number; height: number }): string {
  const dash = name.indexOf('-');
  return `${size.width}x${size.height}-${dash >= 0 ? name.slice(dash + 1) : name}`;
}

export function parseDimension(text: string): { width: number; height: number } | null {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(text);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}
