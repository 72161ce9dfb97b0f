/**
 * Variations through the gateway: POST campaigns/{id}/generate-variations (limits, audience rules, seeded shuffle,
 * the spec's errors, stable hashes, an all-or-nothing write), GET /campaigns/variations/{hashes} and POST
 * report/variations (the reporter's lookups, narrowed to accessible campaigns), and the seeded campaigns' variations
 * carrying the hashes of their facts.
 */
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository, type Campaign } from '@functions/campaigns/campaigns-repository';
import { variationsRepository } from '@functions/campaigns/variations-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { newId } from '@functions/lib/ids';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { templatesRepository } from '@functions/templates/templates-repository';
import { demoCampaigns } from '@infra/local/seed-reporting';
import { SEEDED_TEMPLATE_CONCEPT } from '@infra/local/seed-templates';
import { reportingHash } from '@shared/domain/variations';
import { call, campaignsVisible, signIn, type SignedIn } from './client';

let admin: SignedIn;
let conceptId: string;
let germany: string;
let templateIds: string[];

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown = {}) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
});

async function campaignWithTrees(name: string, formats: { platform: 'google' | 'facebook'; channel: 'display' | 'static'; format: string }[], platform = 'google'): Promise<Campaign> {
  const c = await campaignsRepository.create({
    partnerId: admin.user.partnerId,
    businessNodeId: germany,
    name: `${name} ${newId()}`,
    platform,
    conceptId,
    settings: { flightDates: null, watcherIds: [], deliveries: {}, formats, templateIds },
  });
  expect((await as(admin).post(`/api/campaigns/${c.id}/personalize/trees/sync`)).status).toBe(202);
  await vi.waitFor(
    async () => {
      const res = await as(admin).get(`/api/campaigns/${c.id}/personalize/trees`);
      if (res.body.job?.status !== 'finished') throw new Error('job still running');
    },
    { timeout: 30_000, interval: 250 },
  );
  return c;
}

const generate = (c: Campaign, body: unknown) => as(admin).post(`/api/campaigns/${c.id}/generate-variations`, body);
const live = async (c: Campaign) => (await variationsRepository.listByCampaign(c.id)).filter((v) => !v.archived);

beforeAll(async () => {
  admin = await signIn('admin@demo.test');
  conceptId = (await conceptsRepository.listByPartner(admin.user.partnerId)).find((c) => c.name === SEEDED_TEMPLATE_CONCEPT)!.id;
  templateIds = (await templatesRepository.listByConcept(conceptId)).map((t) => t.id);
  germany = (await businessNodesRepository.listByPartner(admin.user.partnerId)).find((n) => n.name === 'Germany')!.id;
});

describe('POST campaigns/{id}/generate-variations', () => {
  it('generates the ad server limit, 10,000 variations, shared over its 4 sizes, with stable hashes', async () => {
    const c = await campaignWithTrees('Limit', [{ platform: 'google', channel: 'display', format: '300x250' }]);
    const datasource = { columns: ['frame1Headline', 'Headline'], rows: Array.from({ length: 200 }, (_, i) => [`Headline ${i}`, `Studio ${i}`]) };
    const res = await generate(c, { datasource, shuffle: true, seed: 7 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 40,000 permutations per size, 2,500 of each size
    expect(res.body).toMatchObject({ generated: 10_000, total: '160000', limited: true });
    expect(res.body.iterations).toBeLessThanOrEqual(10_000_000);
    expect(res.body.platforms).toEqual([expect.objectContaining({ platform: 'google', permutations: 10_000, variations: 10_000 })]);
    const stored = await live(c);
    expect(stored).toHaveLength(10_000);
    const sample = stored[0]!;
    expect(sample.hash).toMatch(/^[0-9a-f]{32}_1_(300x250|728x90|300x600|970x250)$/);
    expect(sample.reportingHash).toBe(reportingHash(c.id, sample.hash!));
    expect(sample).toMatchObject({ approved: false, rejected: false, channels: ['display'], formats: ['fixed'] });

    // the same request again: the same 10,000 hashes, nothing added or archived
    const again = await generate(c, { datasource, shuffle: true, seed: 7 });
    expect(again.body.generated).toBe(10_000);
    const after = await live(c);
    expect(new Set(after.map((v) => v.reportingHash))).toEqual(new Set(stored.map((v) => v.reportingHash)));
  }, 180_000);

  it("keeps Meta to 50, divided by the audience rules, and reproduces a seeded shuffle; another seed archives what it no longer makes", async () => {
    const c = await campaignWithTrees('Meta', [{ platform: 'facebook', channel: 'static', format: 'singleImage-square' }], 'facebook');
    const datasource = { columns: ['frame1Headline', 'ctaText1'], rows: Array.from({ length: 30 }, (_, i) => [`H${i}`, `C${i}`]) };
    const meta = await generate(c, { datasource });
    expect(meta.body).toMatchObject({ generated: 50, total: '900', limited: true });
    expect((await live(c)).every((v) => v.hash!.endsWith('_1_square'))).toBe(true);
    const ruled = await generate(c, { datasource, audienceRules: 4, shuffle: true, seed: 3 });
    expect(ruled.body.generated).toBe(12);
    const first = (await live(c)).map((v) => v.reportingHash).sort();
    expect(first).toHaveLength(12);
    await generate(c, { datasource, audienceRules: 4, shuffle: true, seed: 3 });
    expect((await live(c)).map((v) => v.reportingHash).sort()).toEqual(first);
    // archived, not deleted: facts naming an old hash still resolve
    expect((await variationsRepository.listByCampaign(c.id)).filter((v) => v.archived).length).toBeGreaterThan(0);
  }, 60_000);

  it('generates from the variants of the trees when no datasource is given', async () => {
    const c = await campaignWithTrees('Variants', [{ platform: 'google', channel: 'display', format: '300x250' }]);
    const res = await generate(c, {});
    // one fallback variant of each template's default values: one variation per size
    expect(res.body).toMatchObject({ generated: 4, total: '4', limited: false });
    expect((await live(c)).map((v) => v.size).sort()).toEqual(['300x250', '300x600', '728x90', '970x250']);
  });

  it("answers the spec's errors and writes nothing", async () => {
    const c = await campaignWithTrees('Errors', [{ platform: 'google', channel: 'display', format: '300x250' }]);
    expect(await generate(c, { datasource: { columns: ['a', 'b'], rows: [['1', '2'], ['3']] } })).toMatchObject({ status: 422, body: { message: 'Datasource elements count mismatch' } });
    expect(await generate(c, { datasource: { columns: ['a'], rows: [['']] } })).toMatchObject({ status: 422, body: { message: 'Variations generation error' } });
    expect(await generate(c, { dynamicImageFormat: 'diagonal' })).toMatchObject({ status: 422, body: { message: 'Wrong dynamicImage format: use horizontal, vertical or square' } });
    expect(await generate(c, { audienceRules: -1 })).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(await variationsRepository.listByCampaign(c.id)).toEqual([]);
    const none = await campaignsRepository.create({ partnerId: admin.user.partnerId, businessNodeId: germany, name: `No trees ${newId()}`, platform: 'google' });
    expect(await generate(none, {})).toMatchObject({ status: 422, body: { message: 'The campaign has no personalize trees to generate variations from' } });
    const other = await signIn('other-admin@demo.test');
    expect(await as(other).post(`/api/campaigns/${c.id}/generate-variations`, {})).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
  });

  it('is all or nothing: a write refused part-way leaves the previous set whole', async () => {
    const c = await campaignWithTrees('Atomic', [{ platform: 'google', channel: 'display', format: '300x250' }]);
    await generate(c, {});
    const before = (await variationsRepository.listByCampaign(c.id)).map((v) => v.reportingHash).sort();
    const item = (n: number, hash = `${String(n).padStart(4, '0')}${'e'.repeat(28)}`) =>
      ({ partnerId: admin.user.partnerId, reportingHash: hash, id: newId(), campaignId: c.id, name: `V${n}`, format: '300x250' });
    // the second transaction (items 100-149) holds a hash that exists: it is refused, and the first is undone
    const added = Array.from({ length: 150 }, (_, n) => item(n));
    added[120] = { ...added[120]!, reportingHash: before[0]! };
    await expect(variationsRepository.replaceSet(admin.user.partnerId, { added, revived: [], retired: [before[1]!] })).rejects.toThrow();
    expect((await variationsRepository.listByCampaign(c.id)).map((v) => v.reportingHash).sort()).toEqual(before);
    expect((await variationsRepository.listByCampaign(c.id)).every((v) => !v.archived)).toBe(true);
  });
});

describe('variations by hash', () => {
  it('resolves variation and reporting hashes of accessible campaigns only', async () => {
    const c = await campaignWithTrees('Lookup', [{ platform: 'google', channel: 'display', format: '300x250' }]);
    await generate(c, {});
    await campaignsVisible();
    const [v] = await live(c);
    const byHash = await as(admin).get(`/api/campaigns/variations/${v!.hash},${v!.reportingHash}`);
    expect(byHash.status).toBe(200);
    // a variation hash names the creative: other campaigns of the partner with the same defaults have it too
    const mine = byHash.body.variations.filter((x: { campaignId: string }) => x.campaignId === c.id);
    expect(mine.map((x: { _id: string }) => x._id)).toEqual([v!.id, v!.id]);
    expect(mine[0]).toMatchObject({ hash: v!.hash, reportingHash: v!.reportingHash, size: v!.size, version: 1, generation: 1, approved: false });

    const report = await as(admin).post('/api/report/variations', { variationReportingHashes: [v!.reportingHash], options: { populate: ['values'] } });
    expect(report.body.variations).toHaveLength(1);
    expect(report.body.variations[0].values).toEqual(v!.values);
    expect(report.body.variations[0].approvals).toBeUndefined();

    const other = await signIn('other-admin@demo.test');
    expect((await as(other).get(`/api/campaigns/variations/${v!.hash}`)).body).toEqual({ variations: [] });
    expect((await as(other).post('/api/report/variations', { variationReportingHashes: [v!.reportingHash] })).body).toEqual({ variations: [] });
    expect(await as(admin).get('/api/campaigns/variations/not-a-hash')).toMatchObject({ status: 422 });
  });
});

describe('the seeded campaigns', () => {
  it('are campaigns of the ready concept whose variations carry the hashes of their facts, Google ones in decision trees', async () => {
    const other = await signIn('other-admin@demo.test');
    const [demoNodes, otherNodes] = await Promise.all([businessNodesRepository.listByPartner(admin.user.partnerId), businessNodesRepository.listByPartner(other.user.partnerId)]);
    const seeded = demoCampaigns({ demo: { partnerId: admin.user.partnerId, nodes: demoNodes }, other: { partnerId: other.user.partnerId, nodes: otherNodes } }, Number(process.env.SEED_REPORT_ROWS));
    for (const campaign of seeded.filter((s) => s.partnerId === admin.user.partnerId)) {
      const stored = (await campaignsRepository.get(campaign.id))!;
      expect(stored.conceptId, campaign.name).toBe(conceptId);
      const variations = await variationsRepository.listByHashes(admin.user.partnerId, campaign.variations.map((v) => v.reportingHash));
      expect(variations, campaign.name).toHaveLength(campaign.variations.length);
      for (const v of variations) expect(v.reportingHash).toBe(reportingHash(campaign.id, v.hash!));
      const trees = await personalizeRepository.listTrees(campaign.id);
      if (campaign.platform === 'google') {
        expect(trees.map((t) => [t.platform, t.format])).toEqual([['google', 'fixed']]);
        expect(variations.every((v) => v.treeId === trees[0]!.id)).toBe(true);
        const variants = await personalizeRepository.listVariants(trees[0]!.id);
        expect(variants.filter((x) => !x.isFallback).every((x) => x.approved && x.enabled)).toBe(true);
      }
      if (campaign.platform === 'youtube') expect(trees).toEqual([]);
    }
  });
});
