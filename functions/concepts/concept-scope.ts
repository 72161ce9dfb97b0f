/**
 * Which concepts a caller may see and change: those of the current partner on at least one business node the caller
 * is allowed (top admins: all of the partner's). Another partner's concept answers 'Concept not found', exactly as
 * an unknown id does; a concept of the partner outside the caller's nodes answers 'Access to the Concept denied'.
 */
import type { ConceptDto, ConceptListItem } from '@shared/contracts/concepts';
import { isTopAdmin } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { findIn, loadScope, type Scope } from '@functions/business-nodes/public';
import { notAllowed, notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { conceptsRepository, type Concept } from './concepts-repository';

export const canSee = (caller: Caller, scope: Scope, concept: Concept) =>
  concept.partnerId === caller.partnerId && (isTopAdmin(caller.user.role) || concept.nodeIds.some((id) => scope.access.allowed.has(id)));

export async function conceptInScope(caller: Caller, id: string, scope: Scope): Promise<Concept> {
  const concept = await conceptsRepository.get(id);
  if (!concept || concept.partnerId !== caller.partnerId) throw notFound(MESSAGES.conceptNotFound);
  if (!canSee(caller, scope, concept)) throw notAllowed(MESSAGES.conceptAccessDenied);
  return concept;
}

/** The brief's business nodes must be nodes of the partner the caller may work on. */
export function assertNodesWritable(scope: Scope, nodeIds: readonly string[]): void {
  for (const id of nodeIds) {
    findIn(scope, id);
    if (!scope.access.writeAllowed.has(id)) throw notAllowed(MESSAGES.businessNodeAccessDenied);
  }
}

export { loadScope };

export const presentListItem = (c: Concept): ConceptListItem => ({
  _id: c.id,
  partnerId: c.partnerId,
  name: c.name,
  status: c.status,
  nodeIds: c.nodeIds,
  submittedBy: c.submittedBy ?? null,
  createdBy: c.createdBy,
  campaigns: c.campaigns,
  archived: c.archived,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  currentStep: c.brief.meta.currentStep,
  rejection: c.rejection ?? null,
});

export const presentConcept = (c: Concept): ConceptDto => {
  const { currentStep: _step, ...rest } = presentListItem(c);
  return { ...rest, brief: c.brief };
};
