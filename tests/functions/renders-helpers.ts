/**
 * Helpers of the renders tests: a campaign of the seeded template concept with its tree made by the tree job (so no
 * seeded campaign is touched), a second variant beside the fallback, creatives approved through the API, and reads of
 * what the jobs stored.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { newId } from '@functions/lib/ids';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { templatesRepository } from '@functions/templates/templates-repository';
import { SEEDED_TEMPLATE_CONCEPT } from '@infra/local/seed-templates';
import { call, campaignsVisible, type SignedIn } from './client';

export interface RenderCampaign {
  campaignId: string;
  treeId: string;
  /** format ids of the fallback variant and of the second variant, by size. */
  fallback: Record<string, string>;
  second: Record<string, string>;
}

/** A Google campaign with 300x250 and 728x90 templates, its fallback and one more variant with another headline. */
export async function renderCampaign(who: SignedIn): Promise<RenderCampaign> {
  const partnerId = who.user.partnerId;
  const concept = (await conceptsRepository.listByPartner(partnerId)).find((c) => c.name === SEEDED_TEMPLATE_CONCEPT)!;
  const templateIds = (await templatesRepository.listByConcept(concept.id)).filter((t) => ['300x250', '728x90'].includes(t.size)).map((t) => t.id);
  const germany = (await businessNodesRepository.listByPartner(partnerId)).find((n) => n.name === 'Germany')!.id;
  const campaign = await campaignsRepository.create({
    partnerId, businessNodeId: germany, name: `Renders ${newId()}`, platform: 'google', conceptId: concept.id,
    settings: { flightDates: null, watcherIds: [], deliveries: {}, formats: [{ platform: 'google', channel: 'display', format: '300x250' }], templateIds },
  });
  await campaignsVisible();
  expect((await call('POST', `/api/campaigns/${campaign.id}/personalize/trees/sync`, { cookie: who.cookie, csrf: who.csrf })).status).toBe(202);
  const tree = await vi.waitFor(async () => {
    const [t] = await personalizeRepository.listTrees(campaign.id);
    const job = await personalizeRepository.getJob(campaign.id);
    if (!t || job?.status !== 'finished') throw new Error('tree job not done');
    return t;
  }, { timeout: 30_000, interval: 250 });
  const fallbackVariant = (await personalizeRepository.getVariant(tree.fallbackVariantId!))!;
  const secondId = newId();
  const formats = Object.fromEntries(Object.values(fallbackVariant.formats).map((f) => {
    const id = newId();
    return [id, { ...f, id, dynamicElements: { ...f.dynamicElements, frame1Headline: { ...f.dynamicElements.frame1Headline!, value: 'Winter is coming, cold and fizzy' } } }];
  }));
  await personalizeRepository.write([personalizeRepository.createVariant({ id: secondId, partnerId, campaignId: campaign.id, treeId: tree.id, name: `Winter ${newId()}`, formats })]);
  const bySize = (fs: Record<string, { id: string; shortName: string }>) => Object.fromEntries(Object.values(fs).map((f) => [f.shortName, f.id]));
  return { campaignId: campaign.id, treeId: tree.id, fallback: bySize(fallbackVariant.formats), second: bySize(formats) };
}

/** Final approval of these creatives by `who`, through the creatives view's call. */
export async function approveFinal(who: SignedIn, c: RenderCampaign, creativeIds: string[]): Promise<void> {
  const res = await call('PATCH', `/api/campaigns/${c.campaignId}/creatives/approvals`, { cookie: who.cookie, csrf: who.csrf, body: { treeId: c.treeId, approvals: creativeIds, final: true } });
  expect(res.status).toBe(200);
}

export async function stored(key: string): Promise<{ body: Buffer; modified: Date } | null> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key }));
    return { body: Buffer.from(await (out.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray()), modified: out.LastModified! };
  } catch {
    return null;
  }
}
