/**
 * Archive and unarchive (002 7 'Concept ... archive, unarchive'): a concept the caller may see, on nodes they may work
 * on, with all its templates (their conceptArchived flag). The templates move first; when the concept then cannot
 * follow they are moved back, and the call answers 'Failed archive process of the concept and all its templates'
 * (or the unarchive text, 002 8).
 */
import { MESSAGES } from '@shared/messages';
import { AppError, notFound } from '@functions/lib/errors';
import type { RouteResult } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import type { Caller } from '@functions/lib/session';
import { templatesRepository } from '@functions/templates/public';
import { assertNodesWritable, conceptInScope, loadScope, presentListItem } from './concept-scope';
import { conceptsRepository } from './concepts-repository';

export async function setArchived(caller: Caller, id: string, archived: boolean): Promise<RouteResult> {
  const scope = await loadScope(caller);
  const concept = await conceptInScope(caller, id, scope);
  assertNodesWritable(scope, concept.nodeIds);
  const failed = () => new AppError('DEFAULT_ERROR', 500, archived ? MESSAGES.conceptArchiveFailed : MESSAGES.conceptUnarchiveFailed);
  const templates = await templatesRepository.listByConcept(concept.id);
  try {
    await templatesRepository.setConceptArchived(templates, archived);
  } catch (error) {
    logger.error('concept templates archive failed', { conceptId: concept.id, error: String(error) });
    throw failed();
  }
  let saved;
  try {
    saved = await conceptsRepository.setArchived(concept.id, archived);
  } catch (error) {
    logger.error('concept archive failed', { conceptId: concept.id, error: String(error) });
    await templatesRepository.setConceptArchived(templates, !archived).catch(() => undefined);
    throw failed();
  }
  if (!saved) throw notFound(MESSAGES.conceptNotFound);
  return { body: presentListItem(saved) };
}
