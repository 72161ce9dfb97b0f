/**
 * Variations through the gateway: POST campaigns/{id}/generate-variations (checked at once, written by the
 * personalize-variations job under the campaign's personalize lock: limits, audience rules, seeded shuffle, the spec's
 * errors, stable hashes, an all-or-nothing write), GET campaigns/{id}/variations (pages, counts, job state), GET /campaigns/variations/{hashes} and POST
 * report/variations (the reporter's lookups, narrowed to accessible campaigns), and the seeded campaigns' variations
 * carrying the hashes of their facts.
 */
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository, type Campaign } from '@functions/campaigns/campaigns-repository';
import { variationsRepository } from '@functions/campaigns/variations-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { newId } from '@functions/lib/ids';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { PermanentJobError } from '@functions/lib/sqs';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { runVariationJob, variationRequestKey } from '@functions/personalize/variation-jobs';
import { templatesRepository } from '@functions/templates/templates-repository';
import { SEED_DAYS } from '@infra/local/seed-facts';
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

const post = (c: Campaign, body: unknown) => as(admin).post(`/api/campaigns/${c.id}/generate-variations`, body);
const list = (c: Campaign, query = '') => as(admin).get(`/api/campaigns/${c.id}/variations${query}`);
/** The job's end as the list reports it: the 202 answer with the job's final state. */
async function waitForJob(c: Campaign, res: Awaited<ReturnType<typeof post>>) {
  const job = await vi.waitFor(
    async () => {
      const state = (await list(c, '?pageSize=1')).body.job;
      if (state?.jobId !== res.body.jobId || state.status === 'progress') throw new Error('job still running');
      return state;
    },
    { timeout: 120_000, interval: 250 },
  );
  return { ...res, job };
}
/** The POST, then (when accepted) the job's end. */
async function generate(c: Campaign, body: unknown) {
  const res = await post(c, body);
  return res.status === 202 ? waitForJob(c, res) : { ...res, job: undefined };
}
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
    const accepted = await post(c, { datasource, shuffle: true, seed: 7 });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    // the job holds the campaign's personalize lock while it writes 10,000: another generation or a tree job waits
    expect(await post(c, {})).toMatchObject({ status: 409, body: { message: 'Only one process at a time can be executed' } });
    expect(await as(admin).post(`/api/campaigns/${c.id}/personalize/trees/sync`)).toMatchObject({ status: 409, body: { message: 'Only one process at a time can be executed' } });
    const res = await waitForJob(c, accepted);
    // 40,000 permutations per size, 2,500 of each size: answered before anything is written
    expect(res.body).toMatchObject({ generated: 10_000, total: '160000', limited: true, message: 'Variations are being generated' });
    expect(res.body.iterations).toBeLessThanOrEqual(10_000_000);
    expect(res.body.platforms).toEqual([expect.objectContaining({ platform: 'google', permutations: 10_000, variations: 10_000 })]);
    const perSize = ['300x250', '300x600', '728x90', '970x250'].map((size) => ({ size, format: size, count: 2_500 }));
    expect(res.job).toMatchObject({ status: 'finished', message: 'Variations were generated', planned: 10_000, written: 10_000, counts: perSize });
    const listed = await list(c, '?page=3&pageSize=100');
    expect(listed.body).toMatchObject({ total: 10_000, page: 3, pageSize: 100, counts: perSize });
    expect(listed.body.variations).toHaveLength(100);
    expect(listed.body.variations[0]).toMatchObject({ campaignId: c.id, approved: false, approvals: { users: [] } });
    const stored = await live(c);
    expect(stored).toHaveLength(10_000);
    const sample = stored[0]!;
    expect(sample.hash).toMatch(/^[0-9a-f]{32}_1_(300x250|728x90|300x600|970x250)$/);
    expect(sample.reportingHash).toBe(reportingHash(c.id, sample.hash!));
    expect(sample).toMatchObject({ approved: false, rejected: false, channels: ['display'], formats: ['fixed'] });

    // the same request again: the same 10,000 hashes, nothing added or archived
    const again = await generate(c, { datasource, shuffle: true, seed: 7 });
    expect(again.body.generated).toBe(10_000);
    expect(again.job).toMatchObject({ status: 'finished', written: 10_000 });
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
    expect((await list(c)).body).toEqual({ variations: [], total: 0, page: 1, pageSize: 20, counts: [], job: null });
    const res = await generate(c, {});
    // one fallback variant of each template's default values: one variation per size
    expect(res.body).toMatchObject({ generated: 4, total: '4', limited: false });
    expect((await live(c)).map((v) => v.size).sort()).toEqual(['300x250', '300x600', '728x90', '970x250']);
    const page = await list(c, '?pageSize=3');
    expect(page.body).toMatchObject({ total: 4, pageSize: 3, counts: [{ size: '300x250', count: 1 }, { size: '300x600', count: 1 }, { size: '728x90', count: 1 }, { size: '970x250', count: 1 }] });
    const second = await list(c, '?page=2&pageSize=3');
    expect([...page.body.variations, ...second.body.variations].map((v: { reportingHash: string }) => v.reportingHash).sort()).toEqual((await live(c)).map((v) => v.reportingHash).sort());
    expect(await list(c, '?pageSize=500')).toMatchObject({ status: 422 });
  });

  it("answers the spec's errors and writes nothing", async () => {
    const c = await campaignWithTrees('Errors', [{ platform: 'google', channel: 'display', format: '300x250' }]);
    expect(await generate(c, { datasource: { columns: ['a', 'b'], rows: [['1', '2'], ['3']] } })).toMatchObject({ status: 422, body: { message: 'Datasource elements count mismatch' } });
    expect(await generate(c, { datasource: { columns: ['a'], rows: [['']] } })).toMatchObject({ status: 422, body: { message: 'Variations generation error' } });
    expect(await generate(c, { dynamicImageFormat: 'diagonal' })).toMatchObject({ status: 422, body: { message: 'Wrong dynamicImage format: use horizontal, vertical or square' } });
    expect(await generate(c, { audienceRules: -1 })).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(await variationsRepository.listByCampaign(c.id)).toEqual([]);
    // refused at once, so no job ran: the list shows none
    expect((await list(c)).body.job).toBeNull();
    // while another personalize job of the campaign holds its lock (a tree job here), a generation is refused
    expect(await personalizeRepository.startJob(c.id, 'held-by-tree-job', 'DT is being initialized')).toBe(true);
    expect(await post(c, {})).toMatchObject({ status: 409, body: { message: 'Only one process at a time can be executed' } });
    await personalizeRepository.endJob(c.id, 'held-by-tree-job', 'finished', 'Decision tree was initialized');
    expect(await variationsRepository.listByCampaign(c.id)).toEqual([]);
    const none = await campaignsRepository.create({ partnerId: admin.user.partnerId, businessNodeId: germany, name: `No trees ${newId()}`, platform: 'google' });
    expect(await generate(none, {})).toMatchObject({ status: 422, body: { message: 'The campaign has no personalize trees to generate variations from' } });
    const other = await signIn('other-admin@demo.test');
    expect(await as(other).post(`/api/campaigns/${c.id}/generate-variations`, {})).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await as(other).get(`/api/campaigns/${c.id}/variations`)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
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

describe('the variation generation job', () => {
  afterEach(() => vi.restoreAllMocks());

  it('that fails ends in error with its message, keeps the previous set, and does nothing when redelivered', async () => {
    const c = await campaignWithTrees('Failing', [{ platform: 'google', channel: 'display', format: '300x250' }]);
    await generate(c, {});
    const before = (await live(c)).map((v) => v.reportingHash).sort();
    // a job as the POST queues it, run here so the write can be made to fail
    const jobId = newId();
    expect(await personalizeRepository.startJob(c.id, jobId, 'Variations are being generated', Date.now(), { kind: 'variations', planned: 8, written: 0 })).toBe(true);
    const requestKey = variationRequestKey(admin.user.partnerId, c.id, jobId);
    const request = { datasource: { columns: ['frame1Headline'], rows: [['One'], ['Two']] } };
    await s3().send(new PutObjectCommand({ Bucket: config.filesBucket, Key: requestKey, Body: JSON.stringify(request) }));
    vi.spyOn(variationsRepository, 'replaceSet').mockRejectedValueOnce(new Error('ProvisionedThroughputExceededException'));
    const message = { jobId, campaignId: c.id, partnerId: admin.user.partnerId, userId: admin.user.id, requestKey };
    await expect(runVariationJob(message)).rejects.toBeInstanceOf(PermanentJobError);
    expect((await list(c)).body).toMatchObject({
      total: 4,
      job: { jobId, status: 'error', message: 'Variations could not be generated: the previous set is kept', planned: 8, written: 0 },
    });
    expect((await live(c)).map((v) => v.reportingHash).sort()).toEqual(before);
    // a redelivery of the ended job changes nothing
    await expect(runVariationJob(message)).resolves.toBeUndefined();
    expect((await list(c)).body.job.status).toBe('error');
  });
});

describe('the end of a generation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is written and told only once the list reads the set just written (the index it reads may lag)', async () => {
    const c = await campaignWithTrees('Listed', [{ platform: 'google', channel: 'display', format: '300x250' }]);
    await generate(c, {});
    const before = await variationsRepository.listKeysByCampaign(c.id);
    expect(before.filter((k) => !k.archived)).toHaveLength(4);
    const jobId = newId();
    expect(await personalizeRepository.startJob(c.id, jobId, 'Variations are being generated', Date.now(), { kind: 'variations', planned: 8, written: 0 })).toBe(true);
    const requestKey = variationRequestKey(admin.user.partnerId, c.id, jobId);
    await s3().send(new PutObjectCommand({ Bucket: config.filesBucket, Key: requestKey, Body: JSON.stringify({ datasource: { columns: ['frame1Headline'], rows: [['One'], ['Two']] } }) }));
    // the index answers the old set twice (as a lagging global secondary index would); meanwhile the list says 'progress'
    const read = variationsRepository.listKeysByCampaign.bind(variationsRepository);
    const meanwhile: string[] = [];
    let lagging = 2;
    vi.spyOn(variationsRepository, 'listKeysByCampaign').mockImplementation(async (id) => {
      meanwhile.push((await list(c, '?pageSize=1')).body.job.status);
      return lagging-- > 0 ? before : read(id);
    });
    await runVariationJob({ jobId, campaignId: c.id, partnerId: admin.user.partnerId, userId: admin.user.id, requestKey });
    expect(meanwhile).toEqual(['progress', 'progress', 'progress']);
    expect((await list(c)).body).toMatchObject({ total: 8, job: { jobId, status: 'finished', written: 8 } });
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
      // its flight covers its facts (90 days ending yesterday) and runs on for a month
      const { start, end } = stored.settings!.flightDates!;
      expect((Date.parse(end) - Date.parse(start)) / 86_400_000, campaign.name).toBe(SEED_DAYS + 30);
      expect(start < new Date().toISOString().slice(0, 10) && new Date().toISOString().slice(0, 10) < end, `${start} to ${end}`).toBe(true);
      const variations = await variationsRepository.listByHashes(admin.user.partnerId, campaign.variations.map((v) => v.reportingHash));
      expect(variations, campaign.name).toHaveLength(campaign.variations.length);
      for (const v of variations) expect(v.reportingHash).toBe(reportingHash(campaign.id, v.hash!));
      const trees = await personalizeRepository.listTrees(campaign.id);
      if (campaign.platform === 'google') {
        expect(trees.map((t) => [t.platform, t.format])).toEqual([['google', 'fixed']]);
        expect(variations.every((v) => v.treeId === trees[0]!.id)).toBe(true);
        const variants = await personalizeRepository.listVariants(trees[0]!.id);
        // live and approved, but the tree's last variant, edited after approval: off, waiting for approval again
        const others = variants.filter((x) => !x.isFallback);
        const waiting = others.filter((x) => !(x.approved && x.enabled));
        expect(waiting).toHaveLength(others.length > 1 ? 1 : 0);
        expect(waiting.every((x) => !x.approved && !x.enabled)).toBe(true);
        expect(variants.filter((x) => x.isFallback).every((x) => x.approved && x.enabled)).toBe(true);
      }
      if (campaign.platform === 'youtube') expect(trees).toEqual([]);
    }
  });
});
