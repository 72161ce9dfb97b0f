import { conceptTemplatesParamsSchema, listTemplatesQuerySchema } from '@shared/contracts/templates';
import { defineRoute } from '@functions/lib/http';
import { presentTemplate } from '../present';
import { conceptForTemplates } from '../template-scope';
import { templatesRepository } from '../templates-repository';
import { templateUsage } from '../template-usage';

/** GET /concepts/{conceptId}/templates: the concept's templates, newest first; archived ones only when asked for. */
export default defineRoute({
  request: { params: conceptTemplatesParamsSchema, query: listTemplatesQuerySchema },
  async handle({ params, query, caller }) {
    const concept = await conceptForTemplates(caller, params.conceptId, 'read');
    const stored = await templatesRepository.listByConcept(concept.id);
    const used = await templateUsage.inUseOf(caller.partnerId, stored.map((t) => t.id));
    const templates = stored
      .map((t) => presentTemplate(t, used.has(t.id)))
      .filter((t) => query.archived === 'true' || !t.archived)
      .sort((a, b) => b.createdAt - a.createdAt || a.name.localeCompare(b.name));
    return { body: { templates } };
  },
});
