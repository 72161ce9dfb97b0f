/** Archive and unarchive a generation of a template (002 2): the current version is then the newest generation left. */
import type { RouteResult } from '@functions/lib/http';
import type { Caller } from '@functions/lib/session';
import { syncConceptWithTemplates } from './concept-sync';
import { answer, generationOf, stillThere } from './template-actions';
import { templateInScope } from './template-scope';
import { templatesRepository } from './templates-repository';

export async function setGenerationArchived(caller: Caller, id: string, generation: number, archived: boolean): Promise<RouteResult> {
  const { template } = await templateInScope(caller, id, 'write');
  generationOf(template, generation);
  const saved = stillThere(
    await templatesRepository.mutate(template.id, (t) => {
      const g = generationOf(t, generation);
      return g.archived === archived ? null : { generations: t.generations.map((x) => (x.generation === generation ? { ...x, archived } : x)) };
    }),
  );
  const verb = archived ? 'archived' : 'unarchived';
  await syncConceptWithTemplates({ partnerId: template.partnerId, conceptId: template.conceptId, userId: caller.user.id, reason: `Template ${template.name}: generation ${generation} ${verb}` });
  return answer(saved);
}
