/** What storyboard calls ask of the concept's lifecycle (shared/domain/concept-lifecycle.ts). */
import { nextConceptStatus } from '@shared/domain/concept-lifecycle';
import { ConceptMoveError } from '@functions/concepts/public';
import type { Concept } from '@functions/concepts/public';

/** Uploads (a storyboard, a version, an import) only while the concept takes them: not a draft, not past review. */
export function assertTakesUploads(concept: Concept): void {
  if (!nextConceptStatus(concept.status, 'storyboardUploaded')) throw new ConceptMoveError(concept.status);
}
