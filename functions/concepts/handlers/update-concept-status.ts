import { conceptIdParamsSchema, conceptStatusBodySchema } from '@shared/contracts/concepts';
import { mayMoveConcept } from '@shared/domain/concept-lifecycle';
import { notAllowed } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { conceptInScope, loadScope, presentConcept } from '../concept-scope';
import { conceptsRepository } from '../concepts-repository';
import { moveConcept } from '../concept-status';

/**
 * PUT /concepts/{id}/status (002 7 'status', path ours): a lifecycle event. Who may send which event is 002 6
 * (uploads and 'send for review' by admins and self-service, approvals and rejections by final approvers).
 */
export default defineRoute({
  request: { params: conceptIdParamsSchema, body: conceptStatusBodySchema },
  async handle({ params, body, caller }) {
    if (!mayMoveConcept(caller.user.role, body.event)) throw notAllowed();
    const concept = await conceptInScope(caller, params.id, await loadScope(caller));
    await moveConcept({ partnerId: caller.partnerId, conceptId: concept.id, event: body.event, userId: caller.user.id, reason: body.reason });
    return { body: presentConcept((await conceptsRepository.get(concept.id))!) };
  },
});
