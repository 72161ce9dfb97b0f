/**
 * The demo concept's templates on first start (never deployed): 'Sparkle Zero Summer Launch' gets the display
 * templates at the master resolutions (970x250, 300x600, 002 9) plus 300x250 and 728x90, and the Meta 1080x1080 one,
 * from docs/templates/samples, each stored as an upload stores it (files, player copy, thumbnails queued) and approved
 * by the demo manager; the concept, brought to templatesProgress by its seeded storyboards, then reaches 'ready'. A template already there is left alone and an approval given
 * once, so a restart changes nothing.
 */
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { syncConceptWithTemplates } from '@functions/templates/concept-sync';
import { ingestZipBytes } from '@functions/templates/ingest';
import { queueThumbnails } from '@functions/templates/template-actions';
import { templatesRepository } from '@functions/templates/templates-repository';
import type { User } from '@functions/lib/identity/users-repository';
import { parseTemplateName } from '@shared/domain/templates';
import { currentVersion } from '@shared/domain/template-versions';
import { zipTemplateSample } from './template-samples';

export const SEEDED_TEMPLATE_CONCEPT = 'Sparkle Zero Summer Launch';
export const SEEDED_TEMPLATES = ['970x250-sparkle-summer', '300x600-sparkle-summer', '300x250-sparkle-summer', '728x90-sparkle-summer', '1080x1080-sparkle-summer-meta'] as const;

export async function seedTemplates(partnerId: string, uploader: Pick<User, 'id'>, approver: Pick<User, 'id' | 'email' | 'name'>): Promise<void> {
  const concept = (await conceptsRepository.listByPartner(partnerId)).find((c) => c.name === SEEDED_TEMPLATE_CONCEPT);
  if (!concept) return;
  const existing = new Set((await templatesRepository.listByConcept(concept.id)).map((t) => t.nameKey));
  for (const sample of SEEDED_TEMPLATES) {
    if (existing.has(sample)) continue;
    const { fileName, zip } = zipTemplateSample(sample);
    const name = parseTemplateName(fileName);
    const ingested = await ingestZipBytes({ partnerId, conceptId: concept.id, userId: uploader.id }, zip, name);
    const template = await templatesRepository.addUpload({ partnerId, conceptId: concept.id, name: name.name, size: name.sizeLabel, createdBy: uploader.id, version: ingested.version });
    await queueThumbnails(template, currentVersion(template)!, uploader.id);
  }
  for (const template of await templatesRepository.listByConcept(concept.id)) {
    const version = currentVersion(template);
    if (!version || version.approvals.length) continue;
    const approval = { userId: approver.id, name: approver.name ?? approver.email, email: approver.email, at: Date.now() };
    await templatesRepository.updateVersion(template.id, version.id, (v) => (v.approvals.length ? null : { ...v, approvals: [approval] }));
  }
  // The storyboards seed (seed-storyboards.ts, run before) brought the concept to templatesProgress.
  await syncConceptWithTemplates({ partnerId, conceptId: concept.id, userId: approver.id, reason: 'Seed' });
}
