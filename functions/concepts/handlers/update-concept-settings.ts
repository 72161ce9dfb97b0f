import { conceptIdParamsSchema, conceptSettingsBodySchema } from '@shared/contracts/concepts';
import { MESSAGES } from '@shared/messages';
import { AppError } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { assertNodesWritable, conceptInScope, loadScope, presentConcept } from '../concept-scope';
import { ConceptChangedError, conceptsRepository } from '../concepts-repository';

/** PUT /concepts/{id}/settings (top admins plus self-service): the concept's name and business nodes. */
export default defineRoute({
  request: { params: conceptIdParamsSchema, body: conceptSettingsBodySchema },
  async handle({ params, body, caller }) {
    const scope = await loadScope(caller);
    const current = await conceptInScope(caller, params.id, scope);
    assertNodesWritable(scope, [...current.nodeIds, ...body.businessNodes]);
    const brief = { ...current.brief, intro: { ...current.brief.intro, name: body.name, businessNodes: body.businessNodes } };
    try {
      return { body: presentConcept(await conceptsRepository.update(current, { brief })) };
    } catch (error) {
      if (error instanceof ConceptChangedError) throw new AppError('DEFAULT_ERROR', 409, MESSAGES.updateFailedInUse);
      throw error;
    }
  },
});
