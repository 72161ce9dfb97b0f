/**
 * Personalize trees through the gateway: the tree job (queue, lock, ws-events, no templates), the trees call and its
 * tenant isolation, a template's new version moving the variants without losing their values, and live-feed rows as
 * variants (upsertVariants).
 */
import WebSocket from 'ws';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository, type Campaign } from '@functions/campaigns/campaigns-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { newId } from '@functions/lib/ids';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { upsertVariants } from '@functions/personalize/public';
import { runTreeJob } from '@functions/personalize/tree-jobs';
import { PermanentJobError } from '@functions/lib/sqs';
import { templatesRepository } from '@functions/templates/templates-repository';
import { currentVersion } from '@shared/domain/template-versions';
import { SEEDED_TEMPLATE_CONCEPT } from '@infra/local/seed-templates';
import { baseUrl, call, signIn, type SignedIn } from './client';
import { flight } from './campaigns-helpers';

let admin: SignedIn;
let conceptId: string;
let templateIds: string[];
let germany: string;

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown = {}) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
});

/** A campaign of the ready concept written through the repository (the create call is the campaigns domain's). */
async function campaign(name: string, change: { templateIds?: string[]; platform?: string; formats?: { platform: 'google' | 'facebook'; channel: 'display' | 'static'; format: string }[] } = {}): Promise<Campaign> {
  return campaignsRepository.create({
    partnerId: admin.user.partnerId,
    businessNodeId: germany,
    name: `${name} ${newId()}`,
    platform: change.platform ?? 'google',
    conceptId,
    settings: {
      flightDates: null,
      watcherIds: [],
      deliveries: {},
      formats: change.formats ?? [
        { platform: 'google', channel: 'display', format: '300x250' },
        { platform: 'facebook', channel: 'static', format: 'singleImage-square' },
      ],
      templateIds: change.templateIds ?? templateIds,
    },
  });
}

async function treesWhenDone(id: string) {
  return vi.waitFor(
    async () => {
      const res = await as(admin).get(`/api/campaigns/${id}/personalize/trees`);
      if (res.body.job?.status !== 'finished') throw new Error(`job ${JSON.stringify(res.body.job)}`);
      return res.body;
    },
    { timeout: 30_000, interval: 250 },
  );
}

function socket(cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}/ws`, { headers: { origin: baseUrl(), cookie } });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

beforeAll(async () => {
  admin = await signIn('admin@demo.test');
  const concept = (await conceptsRepository.listByPartner(admin.user.partnerId)).find((c) => c.name === SEEDED_TEMPLATE_CONCEPT)!;
  conceptId = concept.id;
  templateIds = (await templatesRepository.listByConcept(conceptId)).map((t) => t.id);
  germany = (await businessNodesRepository.listByPartner(admin.user.partnerId)).find((n) => n.name === 'Germany')!.id;
});

describe('the tree job', () => {
  it('starts when a campaign is created from the concept with chosen templates (POST /campaigns)', async () => {
    const selfService = await signIn('selfservicemanager@demo.test');
    const created = await call('POST', '/api/campaigns', {
      cookie: selfService.cookie,
      csrf: selfService.csrf,
      body: { name: `Created ${newId()}`, businessNodeId: germany, conceptId, templateIds, flightDates: flight(), formats: [{ platform: 'google', channel: 'display', format: '300x250' }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const body = await treesWhenDone(created.body._id);
    expect(body.trees.map((t: { platform: string; format: string }) => [t.platform, t.format])).toEqual([['google', 'fixed']]);

    // fewer templates in the settings: the job takes them out of the tree and out of its variants
    const google = (await templatesRepository.listByConcept(conceptId)).filter((t) => t.size !== '1080x1080').map((t) => t.id);
    const patched = await call('PATCH', `/api/campaigns/${created.body._id}/settings`, { cookie: selfService.cookie, csrf: selfService.csrf, body: { templateIds: google.slice(0, 2) } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const tree = await vi.waitFor(
      async () => {
        const [t] = (await treesWhenDone(created.body._id)).trees;
        if (t.templates.length !== 2) throw new Error('not restructured yet');
        return t;
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(tree._id).toBe(body.trees[0]._id);
    const [fallback] = await personalizeRepository.listVariants(tree._id);
    expect(Object.values(fallback!.formats).map((f) => f.templateId).sort()).toEqual(google.slice(0, 2).sort());
  });

  it('initialises one tree per platform and format with a fallback of default values, and says so by ws-event', async () => {
    const c = await campaign('Trees');
    const ws = await socket(admin.cookie);
    const events: { event: string; payload: { message: string; campaignId: string } }[] = [];
    ws.on('message', (data) => events.push(JSON.parse(data.toString())));
    const res = await as(admin).post(`/api/campaigns/${c.id}/personalize/trees/sync`);
    expect(res).toMatchObject({ status: 202, body: { message: 'DT is being initialized' } });
    const body = await treesWhenDone(c.id);
    expect(body.job).toEqual({ status: 'finished', message: 'Decision tree was initialized' });
    const trees = body.trees as { _id: string; platform: string; format: string; templates: { size: string }[]; fallbackVariantId: string; location: string; dimension: string; isFallbackEnabled: boolean }[];
    expect(trees.map((t) => [t.platform, t.format, t.templates.map((x) => x.size).sort()]).sort()).toEqual([
      ['facebook', 'singleImage', ['1080x1080']],
      ['google', 'fixed', ['300x250', '300x600', '728x90', '970x250']],
    ]);
    const google = trees.find((t) => t.platform === 'google')!;
    expect(google).toMatchObject({ isFallbackEnabled: true, dimension: 'userSegment', location: `v2/partners/${admin.user.partnerId}/campaigns/${c.id}/brief/decision-tree-template/${google._id}.json` });
    const variants = await as(admin).get(`/api/campaigns/${c.id}/personalize/${google._id}/variants`);
    expect(variants.body.variants).toHaveLength(1);
    const fallback = variants.body.variants[0];
    expect(fallback).toMatchObject({ _id: google.fallbackVariantId, name: 'Fallback', isFallback: true, approved: false });
    expect(fallback.allVariantFormatIds).toHaveLength(4);
    const f300 = Object.values(fallback.formats as Record<string, { shortName: string; dynamicElements: Record<string, { value: string }> }>).find((f) => f.shortName === '300x250')!;
    expect(f300.dynamicElements.frame1Headline!.value).toBe('Summer tastes like Sparkle Zero');
    await vi.waitFor(() => expect(events.filter((e) => e.payload?.campaignId === c.id).map((e) => [e.event, e.payload.message])).toEqual([
      ['tree-initialization-started', 'DT is being initialized'],
      ['tree-initialization-finished', 'Decision tree was initialized'],
    ]), { timeout: 10_000 });
    ws.close();
  });

  it('runs one process at a time per campaign', async () => {
    const c = await campaign('Locked');
    expect(await personalizeRepository.startJob(c.id, newId(), 'DT is being initialized')).toBe(true);
    const res = await as(admin).post(`/api/campaigns/${c.id}/personalize/trees/sync`);
    expect(res).toMatchObject({ status: 409, body: { message: 'Only one process at a time can be executed' } });
    expect((await as(admin).get(`/api/campaigns/${c.id}/personalize/trees`)).body.trees).toEqual([]);
  });

  it('ends a job whose templates are gone as failed (for good), and does nothing for a redelivered message', async () => {
    const c = await campaign('Gone');
    const jobId = newId();
    expect(await personalizeRepository.startJob(c.id, jobId, 'DT is being initialized')).toBe(true);
    const message = { jobId, campaignId: c.id, partnerId: admin.user.partnerId, conceptId, templateIds: [newId()], platforms: ['google' as const], userId: admin.user.id };
    await expect(runTreeJob(message)).rejects.toBeInstanceOf(PermanentJobError);
    expect(await personalizeRepository.getJob(c.id)).toMatchObject({ jobId, status: 'error', message: 'Templates are not provided' });
    // the same message again (a redelivery): the job is no longer in progress, nothing happens
    await runTreeJob({ ...message, templateIds });
    expect(await personalizeRepository.listTrees(c.id)).toEqual([]);
  });

  it("refuses a campaign without templates with 'Templates are not provided' and starts nothing", async () => {
    const c = await campaign('No templates', { templateIds: [] });
    const res = await as(admin).post(`/api/campaigns/${c.id}/personalize/trees/sync`);
    expect(res).toMatchObject({ status: 422, body: { message: 'Templates are not provided' } });
    expect((await as(admin).get(`/api/campaigns/${c.id}/personalize/trees`)).body).toEqual({ trees: [], job: null });
  });

  it('moves variants to a new template version keeping their values, and changes nothing when run again', async () => {
    const c = await campaign('Versions', { formats: [{ platform: 'google', channel: 'display', format: '300x250' }] });
    await as(admin).post(`/api/campaigns/${c.id}/personalize/trees/sync`);
    const [tree] = (await treesWhenDone(c.id)).trees;
    const written = await upsertVariants({ partnerId: admin.user.partnerId, conceptId, treeId: tree._id, rows: [{ sourceKey: 'row-1', name: 'Berlin', values: { frame1Headline: 'Hallo Berlin' } }] });
    expect(written.created).toHaveLength(1);

    // a code edit of the 300x250 makes version 2 (its id stays): the job moves the variant's format to it
    const t300 = (await templatesRepository.listByConcept(conceptId)).find((t) => t.size === '300x250')!;
    const v1 = currentVersion(t300)!;
    await templatesRepository.mutate(t300.id, (t) => ({
      generations: t.generations.map((g) => (g.generation === v1.generation ? { ...g, versions: [...g.versions, { ...v1, id: newId(), version: v1.version + 1 }] } : g)),
    }));
    try {
      const res = await as(admin).post(`/api/campaigns/${c.id}/personalize/trees/sync`);
      expect(res.status).toBe(202);
      const after = (await treesWhenDone(c.id)).trees[0];
      expect(after._id).toBe(tree._id);
      expect(after.templates.find((t: { templateId: string }) => t.templateId === t300.id).version).toBe(v1.version + 1);
      const variant = (await personalizeRepository.getVariant(written.created[0]!))!;
      const format = Object.values(variant.formats).find((f) => f.templateId === t300.id)!;
      expect(format).toMatchObject({ version: v1.version + 1, approved: false });
      expect(format.dynamicElements.frame1Headline!.value).toBe('Hallo Berlin');
      // the same templates again: nothing to change, the variant untouched
      await as(admin).post(`/api/campaigns/${c.id}/personalize/trees/sync`);
      await treesWhenDone(c.id);
      expect((await personalizeRepository.getVariant(variant.id))!.revision).toBe(variant.revision);
    } finally {
      await templatesRepository.mutate(t300.id, (t) => ({ generations: t.generations.map((g) => ({ ...g, versions: g.versions.filter((v) => v.version <= v1.version) })) }));
    }
  });
});

describe('live-feed rows as variants (upsertVariants)', () => {
  it('creates, updates unapproved and off, leaves unchanged rows alone, archives removed rows', async () => {
    const c = await campaign('Feed', { formats: [{ platform: 'facebook', channel: 'static', format: 'singleImage-square' }], platform: 'facebook' });
    await as(admin).post(`/api/campaigns/${c.id}/personalize/trees/sync`);
    const [tree] = (await treesWhenDone(c.id)).trees;
    const write = (rows: Parameters<typeof upsertVariants>[0]['rows']) => upsertVariants({ partnerId: admin.user.partnerId, conceptId, treeId: tree._id, rows });
    const first = await write([
      { sourceKey: 'a', name: 'Row A', values: { frame1Headline: 'A' } },
      { sourceKey: 'b', name: 'Row B', values: { frame1Headline: 'B' } },
    ]);
    expect(first.created).toHaveLength(2);
    const [a, b] = first.created;
    const second = await write([
      { sourceKey: 'a', name: 'Row A', values: { frame1Headline: 'A' } },
      { sourceKey: 'b', name: 'Row B', values: { frame1Headline: 'B2' } },
      { sourceKey: 'c', name: 'Row C', values: {}, archived: true },
    ]);
    expect(second).toEqual({ created: [], updated: [b], archived: [], unchanged: [a] });
    const updated = (await personalizeRepository.getVariant(b!))!;
    expect(updated).toMatchObject({ approved: false, enabled: false });
    expect(Object.values(updated.formats)[0]!.dynamicElements.frame1Headline!.value).toBe('B2');
    expect((await write([{ sourceKey: 'a', name: 'Row A', values: {}, archived: true }])).archived).toEqual([a]);
    expect((await personalizeRepository.getVariant(a!))!.archived).toBe(true);
    // another partner's tree is not found
    await expect(upsertVariants({ partnerId: newId(), conceptId, treeId: tree._id, rows: [] })).rejects.toThrow('Cannot get personalize trees');
  });
});

describe('tenant isolation and access', () => {
  it("answers another partner's admin 'Campaign not found' and a user outside the campaign's node 'Access to the Campaign denied'", async () => {
    const c = await campaign('Isolation');
    const other = await signIn('other-admin@demo.test');
    expect(await as(other).get(`/api/campaigns/${c.id}/personalize/trees`)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await as(other).post(`/api/campaigns/${c.id}/personalize/trees/sync`)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    const france = (await businessNodesRepository.listByPartner(admin.user.partnerId)).find((n) => n.name === 'France')!.id;
    const { createAccount } = await import('@functions/users/accounts');
    await createAccount({ email: `france-${newId()}@personalize.test`, password: 'Demo-Password-2026', role: 'selfServiceManager', partnerId: admin.user.partnerId, businessNodeIds: [france] }).then(async (u) => {
      const who = await signIn(u.email);
      expect(await as(who).get(`/api/campaigns/${c.id}/personalize/trees`)).toMatchObject({ status: 403, body: { message: 'Access to the Campaign denied' } });
    });
  });
});
