/**
 * Which templates a caller may see and change: those of a concept the caller may see (functions/concepts/concept-scope);
 * changes also need the concept's business nodes writable. Another partner's template answers 'Template not found',
 * exactly as an unknown id does.
 */
import { MESSAGES } from '@shared/messages';
import { assertNodesWritable, conceptInScope, loadScope } from '@functions/concepts/public';
import type { Concept } from '@functions/concepts/public';
import { notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { templatesRepository, type Template } from './templates-repository';

export type Mode = 'read' | 'write';

export async function conceptForTemplates(caller: Caller, conceptId: string, mode: Mode): Promise<Concept> {
  const scope = await loadScope(caller);
  const concept = await conceptInScope(caller, conceptId, scope);
  if (mode === 'write') assertNodesWritable(scope, concept.nodeIds);
  return concept;
}

export async function templateInScope(caller: Caller, id: string, mode: Mode): Promise<{ template: Template; concept: Concept }> {
  const template = await templatesRepository.get(id);
  if (!template || template.partnerId !== caller.partnerId) throw notFound(MESSAGES.templateNotFound);
  const concept = await conceptForTemplates(caller, template.conceptId, mode);
  return { template, concept };
}
