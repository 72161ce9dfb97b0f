import { conceptIdParamsSchema, conceptStatusBodySchema } from '@shared/contracts/concepts';
import { mayMoveConcept, type ConceptEvent } from '@shared/domain/concept-lifecycle';
import { currentVersion, isVersionApproved } from '@shared/domain/template-versions';
import { fillMessage, MESSAGES } from '@shared/messages';
import { notAllowed, unprocessable } from '@functions/lib/errors';
import { isStoryboardApproved, storyboardsRepository } from '@functions/storyboards/public';
import { templatesRepository } from '@functions/templates/public';
import { defineRoute } from '@functions/lib/http';
import { conceptInScope, loadScope, presentConcept } from '../concept-scope';
import { conceptsRepository } from '../concepts-repository';
import { moveConcept } from '../concept-status';

/**
 * The parts a concept-level approval would contradict: the storyboards ('Approve storyboards') or the current
 * templates ('Approve templates') not approved yet, by name. The concept's status must never say approved over them.
 */
async function unapprovedParts(conceptId: string, event: ConceptEvent): Promise<string | null> {
  if (event === 'storyboardsApproved') {
    const names = (await storyboardsRepository.listByConcept(conceptId)).filter((s) => !isStoryboardApproved(s)).map((s) => s.name);
    return names.length ? fillMessage(MESSAGES.conceptStoryboardsNotApproved, { names: names.join(', ') }) : null;
  }
  if (event === 'templatesApproved') {
    const templates = (await templatesRepository.listByConcept(conceptId)).filter((t) => !t.conceptArchived);
    const names = templates.filter((t) => {
      const current = currentVersion(t);
      return current !== null && !isVersionApproved(current);
    }).map((t) => t.name);
    return names.length ? fillMessage(MESSAGES.conceptTemplatesNotApproved, { names: names.join(', ') }) : null;
  }
  return null;
}

/**
 * PUT /concepts/{id}/status (002 7 'status', path ours): a lifecycle event. Who may send which event is 002 6
 * (uploads and 'send for review' by admins and self-service, approvals and rejections by final approvers). Approving
 * the storyboards or templates while one of them is not approved is refused with their names (422): approve each part
 * (the last approval moves the concept itself) rather than a status that contradicts them.
 */
export default defineRoute({
  request: { params: conceptIdParamsSchema, body: conceptStatusBodySchema },
  async handle({ params, body, caller }) {
    if (!mayMoveConcept(caller.user.role, body.event)) throw notAllowed();
    const concept = await conceptInScope(caller, params.id, await loadScope(caller));
    const refused = await unapprovedParts(concept.id, body.event);
    if (refused) throw unprocessable(refused);
    await moveConcept({ partnerId: caller.partnerId, conceptId: concept.id, event: body.event, userId: caller.user.id, reason: body.reason });
    return { body: presentConcept((await conceptsRepository.get(concept.id))!) };
  },
});
