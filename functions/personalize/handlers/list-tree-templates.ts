/**
 * GET B/templates (001 7 'Personalize'; 001 3 'Template'): the tree's templates at their current version with their
 * dynamic fields (type, optional, possible values, default) and the player's address on the user-content origin, for
 * the create modal, the dropdown editor and the full-screen preview. A template no longer ready is left out.
 */
import { treeParamsSchema, type TreeTemplateView } from '@shared/contracts/personalize';
import { formatSuffixOf } from '@shared/domain/personalize';
import { defineRoute } from '@functions/lib/http';
import { templatePreviewUrl, templatesRepository } from '@functions/templates/public';
import { treeSourceOf } from '../template-source';
import { treeInScope } from '../variant-access';

export default defineRoute({
  request: { params: treeParamsSchema },
  async handle({ caller, params }) {
    const { campaign, tree } = await treeInScope(caller, params, 'read');
    const templates = await Promise.all(tree.templates.map((t) => templatesRepository.get(t.templateId)));
    const views: TreeTemplateView[] = [];
    for (const template of templates) {
      if (!template || template.partnerId !== campaign.partnerId) continue;
      const source = treeSourceOf(template);
      const previewUrl = templatePreviewUrl(template);
      if (!source || !previewUrl) continue;
      views.push({
        templateId: source.templateId,
        name: source.name,
        size: source.size,
        format: formatSuffixOf(source.size),
        kind: source.kind,
        version: source.version,
        generation: source.generation,
        dynamicFields: source.dynamicFields.map((f) => ({ name: f.name, type: f.type, optional: Boolean(f.optional), defaultValue: f.defaultValue, ...(f.possibleValues ? { possibleValues: [...f.possibleValues] } : {}) })),
        previewUrl,
      });
    }
    return { body: { templates: views } };
  },
});
