/** The templates a campaign's trees are built from: each template's current version as the trees read it. */
import type { TreeSourceTemplate } from '@shared/domain/personalize';
import { currentVersion } from '@shared/domain/template-versions';
import { templatesRepository, type Template } from '@functions/templates/public';

export function treeSourceOf(template: Template): TreeSourceTemplate | null {
  const version = currentVersion(template);
  if (!version || version.status !== 'ready') return null;
  return {
    templateId: template.id,
    name: template.name,
    size: template.size,
    kind: template.type,
    version: version.version,
    generation: version.generation,
    dynamicFields: version.parse.dynamicFields,
  };
}

/**
 * The concept's templates among `templateIds` that have a current version, in the given order; templates of another
 * concept or partner, deleted ones and ones with every generation archived are left out.
 */
export async function loadTreeSources(partnerId: string, conceptId: string, templateIds: readonly string[]): Promise<TreeSourceTemplate[]> {
  const templates = await Promise.all([...new Set(templateIds)].map((id) => templatesRepository.get(id)));
  return templates
    .filter((t): t is Template => t !== null && t.partnerId === partnerId && t.conceptId === conceptId && !t.conceptArchived)
    .map(treeSourceOf)
    .filter((t): t is TreeSourceTemplate => t !== null);
}
