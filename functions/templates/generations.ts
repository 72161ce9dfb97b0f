/**
 * Archive and unarchive a generation of a template (002 2): the current version is then the newest generation left.
 * A template a campaign uses keeps a current version: archiving its last live generation answers 'Update failed, entity in use'.
 */
import { currentVersion } from '@shared/domain/template-versions';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import type { RouteResult } from '@functions/lib/http';
import type { Caller } from '@functions/lib/session';
import { answer, generationOf, stillThere } from './template-actions';
import { templateChanged } from './template-changes';
import { templateInScope } from './template-scope';
import { templatesRepository } from './templates-repository';
import { templateUsage } from './template-usage';

export async function setGenerationArchived(caller: Caller, id: string, generation: number, archived: boolean): Promise<RouteResult> {
  const { template } = await templateInScope(caller, id, 'write');
  generationOf(template, generation);
  // Archiving the last live generation leaves no current version: refused while a campaign uses the template.
  const leavesNone = archived && !currentVersion({ generations: template.generations.map((g) => (g.generation === generation ? { ...g, archived } : g)) });
  if (leavesNone && (await templateUsage.inUse(template.partnerId, template.id))) throw unprocessable(MESSAGES.updateFailedInUse);
  const saved = stillThere(
    await templatesRepository.mutate(template.id, (t) => {
      const g = generationOf(t, generation);
      return g.archived === archived ? null : { generations: t.generations.map((x) => (x.generation === generation ? { ...x, archived } : x)) };
    }),
  );
  const verb = archived ? 'archived' : 'unarchived';
  await templateChanged(template, caller.user.id, `Template ${template.name}: generation ${generation} ${verb}`);
  return answer(saved);
}
