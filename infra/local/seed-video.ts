/**
 * A video creative to render on first start ('Rendering: Video'; never deployed): the 640x360 video sample of
 * docs/templates/samples (an HTML5 template playing `videoUrl1` with a headline and a call to action) as a template of
 * the draft concept 'Sparkle Zero Winter Warmers' (so no tree, campaign or concept state of the other seeds changes),
 * and one variation of it in the YouTube campaign 'Sparkle Zero US - Bumper Reach' with its own headline. The
 * campaign's creatives screen then offers 'Videos'. A restart changes nothing.
 */
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { variationsRepository } from '@functions/campaigns/variations-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import type { User } from '@functions/lib/identity/users-repository';
import { newId } from '@functions/lib/ids';
import { ingestZipBytes } from '@functions/templates/ingest';
import { queueThumbnails } from '@functions/templates/template-actions';
import { templatesRepository } from '@functions/templates/templates-repository';
import { currentVersion } from '@shared/domain/template-versions';
import { parseTemplateName } from '@shared/domain/templates';
import { zipTemplateSample } from './template-samples';

export const SEEDED_VIDEO_CONCEPT = 'Sparkle Zero Winter Warmers';
export const SEEDED_VIDEO_TEMPLATE = '640x360-sparkle-summer-video';
export const SEEDED_VIDEO_CAMPAIGN = 'Sparkle Zero US - Bumper Reach';
export const SEEDED_VIDEO_VARIATION = 'Bumper Reach - Ice cold video';
const REPORTING_HASH = 'seeded-video-bumper-reach';

export async function seedVideoCreative(partnerId: string, uploader: Pick<User, 'id'>): Promise<void> {
  const concept = (await conceptsRepository.listByPartner(partnerId)).find((c) => c.name === SEEDED_VIDEO_CONCEPT);
  const campaign = (await campaignsRepository.listByPartner(partnerId)).find((c) => c.name === SEEDED_VIDEO_CAMPAIGN);
  if (!concept || !campaign || (await variationsRepository.get(partnerId, REPORTING_HASH))) return;
  let template = (await templatesRepository.listByConcept(concept.id)).find((t) => t.nameKey === SEEDED_VIDEO_TEMPLATE);
  if (!template) {
    const { fileName, zip } = zipTemplateSample(SEEDED_VIDEO_TEMPLATE);
    const name = parseTemplateName(fileName);
    const ingested = await ingestZipBytes({ partnerId, conceptId: concept.id, userId: uploader.id }, zip, name);
    template = await templatesRepository.addUpload({ partnerId, conceptId: concept.id, name: name.name, size: name.sizeLabel, createdBy: uploader.id, version: ingested.version });
    await queueThumbnails(template, currentVersion(template)!, uploader.id);
  }
  const version = currentVersion(template)!;
  await variationsRepository.put({
    partnerId, reportingHash: REPORTING_HASH, id: newId(), campaignId: campaign.id, name: SEEDED_VIDEO_VARIATION, format: 'bumper', size: template.size,
    templateId: template.id, generation: version.generation, version: version.version, channels: ['video'],
    values: { videoUrl1: '640x360-sparkle-summer.mp4', frame1Headline: 'Ice cold, back to class', ctaText1: 'Shop now', landingPage1: 'https://www.example.com/sparkle-zero' },
  });
}
