/**
 * The concept follows its templates ('Concept lifecycle'): when every current template is approved, a concept
 * in templatesProgress moves to ready ('templatesApproved'); when one no longer is (an approval removed, a new version
 * or generation, a template brought back from the archive), a ready concept goes back ('templatesUnapproved', the
 * reason saying which template). Any other status is left alone: templates may be uploaded before the storyboards are
 * approved, and approving them then moves nothing.
 */
import { allTemplatesApproved } from '@shared/domain/template-versions';
import { moveConceptIfAllowed } from '@functions/concepts/public';
import { conceptsRepository } from '@functions/concepts/public';
import { templatesRepository } from './templates-repository';

export async function syncConceptWithTemplates(input: { partnerId: string; conceptId: string; userId: string; reason: string }): Promise<void> {
  const concept = await conceptsRepository.get(input.conceptId);
  if (!concept || concept.archived || !['templatesProgress', 'ready'].includes(concept.status)) return;
  const templates = (await templatesRepository.listByConcept(input.conceptId)).filter((t) => !t.conceptArchived);
  const approved = allTemplatesApproved(templates);
  const base = { partnerId: input.partnerId, conceptId: input.conceptId, userId: input.userId };
  if (approved && concept.status === 'templatesProgress') await moveConceptIfAllowed({ ...base, event: 'templatesApproved' });
  if (!approved && concept.status === 'ready') await moveConceptIfAllowed({ ...base, event: 'templatesUnapproved', reason: input.reason });
}
