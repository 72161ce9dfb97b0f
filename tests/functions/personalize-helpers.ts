/**
 * Campaigns of the seeded ready concept with their personalize trees made by the tree job, as the personalize and
 * creatives tests need them: written through the campaigns repository (the create call is the campaigns domain's),
 * then the trees synced through the API and waited for.
 */
import { businessNodesRepository } from '@functions/business-nodes/public';
import { campaignsRepository, variationsRepository } from '@functions/campaigns/public';
import { conceptsRepository } from '@functions/concepts/public';
import { newId } from '@functions/lib/ids';
import { templatesRepository } from '@functions/templates/templates-repository';
import { SEEDED_TEMPLATE_CONCEPT } from '@infra/local/seed-templates';
import { call, campaignsVisible, type SignedIn } from './client';

export interface SeededConcept {
  conceptId: string;
  templateIds: string[];
  /** The Germany market node of the partner. */
  germany: string;
}

export async function seededConcept(partnerId: string): Promise<SeededConcept> {
  const concept = (await conceptsRepository.listByPartner(partnerId)).find((c) => c.name === SEEDED_TEMPLATE_CONCEPT)!;
  const templateIds = (await templatesRepository.listByConcept(concept.id)).map((t) => t.id);
  const germany = (await businessNodesRepository.listByPartner(partnerId)).find((n) => n.name === 'Germany')!.id;
  return { conceptId: concept.id, templateIds, germany };
}

export interface TreeSummary {
  _id: string;
  platform: string;
  format: string;
  fallbackVariantId: string;
}

type Format = { platform: 'google' | 'facebook'; channel: 'display' | 'static'; format: string };

/** A new campaign of the concept with these formats (default the 300x250 display), and its trees once the job finished. */
export async function campaignWithTrees(admin: SignedIn, concept: SeededConcept, name: string, formats: Format[] = [{ platform: 'google', channel: 'display', format: '300x250' }]) {
  const c = await campaignsRepository.create({
    partnerId: admin.user.partnerId,
    businessNodeId: concept.germany,
    name: `${name} ${newId()}`,
    platform: 'google',
    conceptId: concept.conceptId,
    settings: { flightDates: null, watcherIds: [], deliveries: {}, formats, templateIds: concept.templateIds },
  });
  await campaignsVisible();
  await call('POST', `/api/campaigns/${c.id}/personalize/trees/sync`, { cookie: admin.cookie, csrf: admin.csrf, body: {} });
  const trees = await vi.waitFor(
    async () => {
      const res = await call('GET', `/api/campaigns/${c.id}/personalize/trees`, { cookie: admin.cookie });
      if (res.body.job?.status !== 'finished') throw new Error(`job ${JSON.stringify(res.body.job)}`);
      return res.body.trees as TreeSummary[];
    },
    { timeout: 30_000, interval: 250 },
  );
  return { campaignId: c.id, trees };
}

/** A managed-service variation of the campaign, written through the repository: a creative comments may name. */
export async function variationOn(partnerId: string, campaignId: string, name = 'Square'): Promise<string> {
  const id = newId();
  await variationsRepository.put({ partnerId, campaignId, reportingHash: `rh-${id}`, id, hash: `h-${id}`, name, format: 'fbSingleImage', size: '1080x1080' });
  return id;
}
