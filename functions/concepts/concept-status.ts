/** TEMPORARY stub of the storyboards branch's concept move (replaced by its file at merge). */
import type { ConceptStatus } from '../../shared/domain/concepts';
import { conceptsRepository } from './concepts-repository';

export interface MoveConcept {
  partnerId: string;
  conceptId: string;
  event: 'templatesApproved' | 'templatesRejected' | 'templatesUnapproved';
  userId: string;
  reason?: string;
}

const MOVES: Record<MoveConcept['event'], Partial<Record<ConceptStatus, ConceptStatus>>> = {
  templatesApproved: { templatesProgress: 'ready' },
  templatesRejected: { templatesProgress: 'templatesProgress', ready: 'templatesProgress' },
  templatesUnapproved: { templatesProgress: 'templatesProgress', ready: 'templatesProgress' },
};

export async function moveConceptIfAllowed(input: MoveConcept): Promise<ConceptStatus | null> {
  const concept = await conceptsRepository.get(input.conceptId);
  const next = concept && concept.partnerId === input.partnerId ? MOVES[input.event][concept.status] : undefined;
  if (!concept || !next) return null;
  await conceptsRepository.update(concept, { brief: concept.brief, status: next });
  return next;
}
