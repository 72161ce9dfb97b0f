/**
 * Template structure comparison (002 4): what a campaign's personalize trees must do when its concept's templates
 * change: the platforms to initialise (a tree is due and none exists), the templates to add or delete per platform,
 * and the templates whose version or generation moved (their trees keep their variants' values and move to the new
 * one). A template keeps its id across versions (code edits) and generations (uploads of the same name).
 */
import type { Platform } from './concepts';

export interface TreeTemplate {
  platform: Platform;
  templateId: string;
  version: number;
  generation: number;
}

export interface ConceptTemplate {
  templateId: string;
  version: number;
  generation: number;
  /** The platforms the template suits (its formats' channels). */
  platforms: readonly Platform[];
}

export interface TemplateChange {
  platform: Platform;
  templateId: string;
  from: { version: number; generation: number };
  to: { version: number; generation: number };
  /** 'generation' when a new upload replaced it, 'version' when only its code changed. */
  kind: 'version' | 'generation';
}

export interface TemplateStructureDiff {
  platformsToInitialise: Platform[];
  toAdd: Partial<Record<Platform, string[]>>;
  toDelete: Partial<Record<Platform, string[]>>;
  toChange: TemplateChange[];
}

/**
 * Compares the trees' templates with the concept's current (approved, not archived) templates, for the campaign's
 * platforms. A platform with no tree but templates for it is initialised whole (its templates are not listed as adds).
 */
export function compareTemplateStructure(trees: readonly TreeTemplate[], current: readonly ConceptTemplate[], platforms: readonly Platform[]): TemplateStructureDiff {
  const diff: TemplateStructureDiff = { platformsToInitialise: [], toAdd: {}, toDelete: {}, toChange: [] };
  for (const platform of platforms) {
    const inTrees = new Map(trees.filter((t) => t.platform === platform).map((t) => [t.templateId, t]));
    const now = current.filter((t) => t.platforms.includes(platform));
    if (inTrees.size === 0) {
      if (now.length > 0) diff.platformsToInitialise.push(platform);
      continue;
    }
    const add = now.filter((t) => !inTrees.has(t.templateId)).map((t) => t.templateId);
    const remove = [...inTrees.keys()].filter((id) => !now.some((t) => t.templateId === id));
    if (add.length) diff.toAdd[platform] = add;
    if (remove.length) diff.toDelete[platform] = remove;
    for (const t of now) {
      const was = inTrees.get(t.templateId);
      if (!was || (was.version === t.version && was.generation === t.generation)) continue;
      diff.toChange.push({
        platform,
        templateId: t.templateId,
        from: { version: was.version, generation: was.generation },
        to: { version: t.version, generation: t.generation },
        kind: was.generation === t.generation ? 'version' : 'generation',
      });
    }
  }
  return diff;
}

/** True when the comparison asks for nothing. */
export const isUnchanged = (diff: TemplateStructureDiff) =>
  diff.platformsToInitialise.length === 0 && Object.keys(diff.toAdd).length === 0 && Object.keys(diff.toDelete).length === 0 && diff.toChange.length === 0;
