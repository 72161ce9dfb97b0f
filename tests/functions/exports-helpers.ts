/**
 * The campaign the exports tests work on: a self-service Google campaign of the ready concept's 300x250 and 728x90
 * templates on Germany, its tree made by the tree job (POST personalize/trees/sync) as a user's first visit does.
 */
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { newId } from '@functions/lib/ids';
import { personalizeRepository, type Tree } from '@functions/personalize/personalize-repository';
import { templatesRepository } from '@functions/templates/templates-repository';
import { SEEDED_TEMPLATE_CONCEPT } from '@infra/local/seed-templates';
import { call, campaignsVisible, type SignedIn } from './client';

export async function exportsCampaign(who: SignedIn, name: string, germanyId: string): Promise<{ campaignId: string; templateIds: string[]; tree: Tree }> {
  const partnerId = who.user.partnerId;
  const concept = (await conceptsRepository.listByPartner(partnerId)).find((c) => c.name === SEEDED_TEMPLATE_CONCEPT)!;
  const templateIds = (await templatesRepository.listByConcept(concept.id)).filter((t) => ['300x250', '728x90'].includes(t.size)).map((t) => t.id);
  const campaign = await campaignsRepository.create({
    partnerId, businessNodeId: germanyId, name: `${name} ${newId()}`, platform: 'google', conceptId: concept.id,
    settings: { flightDates: null, watcherIds: [], deliveries: {}, formats: [{ platform: 'google', channel: 'display', format: '300x250' }], templateIds },
  });
  await campaignsVisible();
  expect((await call('POST', `/api/campaigns/${campaign.id}/personalize/trees/sync`, { cookie: who.cookie, csrf: who.csrf, body: {} })).status).toBe(202);
  const tree = await vi.waitFor(async () => {
    const [t] = await personalizeRepository.listTrees(campaign.id);
    if (!t || (await personalizeRepository.getJob(campaign.id))?.status !== 'finished') throw new Error('tree job not done');
    return t;
  }, { timeout: 30_000, interval: 250 });
  return { campaignId: campaign.id, templateIds, tree };
}

/** Demo Agency's market node Germany. */
export const germanyOf = async (who: SignedIn) => (await businessNodesRepository.listByPartner(who.user.partnerId)).find((n) => n.name === 'Germany')!.id;
