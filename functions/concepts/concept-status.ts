/**
 * Moving a concept through its lifecycle (shared/domain/concept-lifecycle.ts), for the status call and for the
 * storyboard and template domains (an approval that completes a stage moves the concept). Role and scope checks are
 * the caller's; this applies the move with a conditional write on the status it read, so two racing moves cannot both
 * apply: the loser gets 'Update failed, entity in use'.
 */
import type { ConceptRejection } from '@shared/contracts/concepts';
import { isRejection, nextConceptStatus, type ConceptEvent } from '@shared/domain/concept-lifecycle';
import { CONCEPT_STATUS_LABELS, type ConceptStatus } from '@shared/domain/concepts';
import { fillMessage, MESSAGES } from '@shared/messages';
import { AppError, notFound, unprocessable } from '@functions/lib/errors';
import { conceptsRepository } from './concepts-repository';

export interface MoveConcept {
  partnerId: string;
  conceptId: string;
  event: ConceptEvent;
  userId: string;
  /** Stored and shown for rejections. */
  reason?: string;
}

/** The event is not allowed in the concept's current status (422, with the status in words). */
export class ConceptMoveError extends AppError {
  constructor(readonly status: ConceptStatus) {
    super('UNPROCESSABLE_ENTITY', 422, fillMessage(MESSAGES.conceptMoveNotAllowed, { status: CONCEPT_STATUS_LABELS[status] }));
  }
}

/** Applies the event and answers the concept's new status. */
export async function moveConcept({ partnerId, conceptId, event, userId, reason }: MoveConcept): Promise<ConceptStatus> {
  const concept = await conceptsRepository.get(conceptId);
  if (!concept || concept.partnerId !== partnerId) throw notFound(MESSAGES.conceptNotFound);
  const next = nextConceptStatus(concept.status, event);
  if (!next) throw new ConceptMoveError(concept.status);
  if (isRejection(event) && !reason) throw unprocessable(MESSAGES.conceptRejectionReasonRequired);
  const rejection: ConceptRejection | undefined = isRejection(event) ? { event, reason: reason!, userId, at: Date.now() } : undefined;
  if (!(await conceptsRepository.setStatus(conceptId, concept.status, next, rejection))) {
    throw new AppError('DEFAULT_ERROR', 409, MESSAGES.updateFailedInUse);
  }
  return next;
}

/** Like moveConcept, but an event the current status does not take is no move (null) instead of an error. */
export async function moveConceptIfAllowed(input: MoveConcept): Promise<ConceptStatus | null> {
  try {
    return await moveConcept(input);
  } catch (error) {
    if (error instanceof ConceptMoveError) return null;
    throw error;
  }
}
