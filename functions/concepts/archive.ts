/** Archive and unarchive (002 7 'Concept ... archive, unarchive'): a concept the caller may see, on nodes they may work on. */
import { MESSAGES } from '../../shared/messages';
import { notFound } from '../lib/errors';
import type { RouteResult } from '../lib/http';
import type { Caller } from '../lib/session';
import { assertNodesWritable, conceptInScope, loadScope, presentListItem } from './concept-scope';
import { conceptsRepository } from './concepts-repository';

export async function setArchived(caller: Caller, id: string, archived: boolean): Promise<RouteResult> {
  const scope = await loadScope(caller);
  const concept = await conceptInScope(caller, id, scope);
  assertNodesWritable(scope, concept.nodeIds);
  const saved = await conceptsRepository.setArchived(concept.id, archived);
  if (!saved) throw notFound(MESSAGES.conceptNotFound);
  return { body: presentListItem(saved) };
}
