/**
 * Campaigns follow their templates (the template-changes queue, functions/personalize/template-followers.ts): a new
 * version approved, or saved from the code editor, moves the personalize trees of every campaign using the template to
 * it with the variants' values kept; a campaign busy with another job gets the change once its lock is free; deleted
 * campaigns and templates no campaign uses are left alone. Each test has a concept and template of its own (written as
 * an upload writes them), so no seeded template changes.
 */
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository, type Campaign } from '@functions/campaigns/campaigns-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { newId } from '@functions/lib/ids';
import { assertFinalApproved } from '@functions/creatives/public';
import Papa from 'papaparse';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { upsertVariants } from '@functions/personalize/public';
import { CampaignBusyError, followTemplateChange } from '@functions/personalize/template-followers';
import { ingestZipBytes } from '@functions/templates/ingest';
import { templatesRepository, type Template } from '@functions/templates/templates-repository';
import { zipTemplateSample } from '@infra/local/template-samples';
import { emptyBrief } from '@shared/domain/concepts';
import { parseTemplateName } from '@shared/domain/templates';
import { currentVersion } from '@shared/domain/template-versions';
import { as, unique } from './business-nodes-helpers';
import { call, signIn, type SignedIn } from './client';

let admin: SignedIn;
let germany: string;

beforeAll(async () => {
  admin = await signIn('admin@demo.test');
  germany = (await businessNodesRepository.listByPartner(admin.user.partnerId)).find((n) => n.name === 'Germany')!.id;
});

/** A ready concept with the 300x250 sample template (version 1, approved through the API: no campaign uses it yet). */
async function conceptWithTemplate(): Promise<{ conceptId: string; template: Template }> {
  const brief = emptyBrief();
  brief.intro = { name: unique('Followed concept'), businessNodes: [germany], languages: ['de'] };
  const concept = await conceptsRepository.create({ partnerId: admin.user.partnerId, brief, status: 'ready', createdBy: admin.user.id });
  const { fileName, zip } = zipTemplateSample('300x250-sparkle-summer');
  const name = parseTemplateName(fileName);
  const ingested = await ingestZipBytes({ partnerId: admin.user.partnerId, conceptId: concept.id, userId: admin.user.id }, zip, name);
  const template = await templatesRepository.addUpload({ partnerId: admin.user.partnerId, conceptId: concept.id, name: name.name, size: name.sizeLabel, createdBy: admin.user.id, version: ingested.version });
  expect((await as(admin).post(`/api/templates/${template.id}/approve`, {})).status).toBe(200);
  return { conceptId: concept.id, template: (await templatesRepository.get(template.id))! };
}

/** A campaign using the template (its link item written with it), its tree initialised, one variant with a value of its own. */
async function campaignWithTree(conceptId: string, template: Template) {
  const campaign: Campaign = await campaignsRepository.create({
    partnerId: admin.user.partnerId,
    businessNodeId: germany,
    name: unique('Following'),
    platform: 'google',
    conceptId,
    settings: { flightDates: null, watcherIds: [], deliveries: {}, formats: [{ platform: 'google', channel: 'display', format: '300x250' }], templateIds: [template.id] },
  });
  expect((await as(admin).post(`/api/campaigns/${campaign.id}/personalize/trees/sync`, {})).status).toBe(202);
  const [tree] = await treeAt(campaign.id, currentVersion(template)!.version);
  const written = await upsertVariants({ partnerId: admin.user.partnerId, conceptId, treeId: tree!._id, rows: [{ sourceKey: 'berlin', name: 'Berlin', values: { frame1Headline: 'Hallo Berlin' } }] });
  return { campaign, treeId: tree!._id, variantId: written.created[0]! };
}

/** The campaign's trees once its job finished with the template at this version. */
function treeAt(campaignId: string, version: number, timeout = 30_000): Promise<{ _id: string; templates: { templateId: string; version: number }[] }[]> {
  return vi.waitFor(
    async () => {
      const res = await as(admin).get(`/api/campaigns/${campaignId}/personalize/trees`);
      if (res.body.job?.status !== 'finished') throw new Error(`job ${JSON.stringify(res.body.job)}`);
      if (res.body.trees[0]?.templates[0]?.version !== version) throw new Error(`trees ${JSON.stringify(res.body.trees)}`);
      return res.body.trees;
    },
    { timeout, interval: 250 },
  );
}

/** Adds version 2 to the template's generation through the repository (as a code save would; nothing is told). */
async function addVersion(template: Template) {
  const v1 = currentVersion(template)!;
  const v2 = { ...v1, id: newId(), version: v1.version + 1, approvals: [] };
  await templatesRepository.mutate(template.id, (t) => ({ generations: t.generations.map((g) => (g.generation === v1.generation ? { ...g, versions: [...g.versions, v2] } : g)) }));
  return v2;
}

async function formatOf(variantId: string, templateId: string) {
  const variant = (await personalizeRepository.getVariant(variantId))!;
  return Object.values(variant.formats).find((f) => f.templateId === templateId)!;
}

describe('a template change reaches the campaigns using it', () => {
  it('approving a new version moves the trees of each campaign using the template to it, keeping the variant values', async () => {
    const { conceptId, template } = await conceptWithTemplate();
    const first = await campaignWithTree(conceptId, template);
    const second = await campaignWithTree(conceptId, template);
    const v2 = await addVersion(template);

    const approved = await as(admin).post(`/api/templates/${template.id}/approve`, { versionId: v2.id });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    for (const { campaign, treeId, variantId } of [first, second]) {
      const [tree] = await treeAt(campaign.id, v2.version);
      expect(tree!._id).toBe(treeId);
      expect(await formatOf(variantId, template.id)).toMatchObject({ version: v2.version, approved: false, dynamicElements: { frame1Headline: { value: 'Hallo Berlin' } } });
    }
  });

  it('a version saved from the code editor moves them too', async () => {
    const { conceptId, template } = await conceptWithTemplate();
    const { campaign, variantId } = await campaignWithTree(conceptId, template);
    const code = await as(admin).get(`/api/templates/${template.id}/code`);
    expect(code.status).toBe(200);
    const saved = await as(admin).put(`/api/templates/${template.id}/code`, { editedCode: code.body.code.replace('<body', '<body data-edited="1"') });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    await treeAt(campaign.id, currentVersion(template)!.version + 1);
    expect((await formatOf(variantId, template.id)).dynamicElements.frame1Headline!.value).toBe('Hallo Berlin');
  });

  it('a campaign whose lock is held gets the change once the running job ends', async () => {
    const { conceptId, template } = await conceptWithTemplate();
    const { campaign } = await campaignWithTree(conceptId, template);
    const v2 = await addVersion(template);
    const running = newId();
    expect(await personalizeRepository.startJob(campaign.id, running, 'DT is being initialized')).toBe(true);

    // the consumer's step for this campaign fails as retryable (the queue tries again after its back-off), queuing nothing
    const message = { partnerId: admin.user.partnerId, templateId: template.id, userId: admin.user.id, campaignId: campaign.id };
    await expect(followTemplateChange(message)).rejects.toBeInstanceOf(CampaignBusyError);
    expect(await personalizeRepository.getJob(campaign.id)).toMatchObject({ jobId: running, status: 'progress' });

    // through the queue: approving while the lock is held, then the running job ends; the retried message moves the tree
    expect((await as(admin).post(`/api/templates/${template.id}/approve`, { versionId: v2.id })).status).toBe(200);
    await personalizeRepository.endJob(campaign.id, running, 'finished', 'Decision tree was initialized');
    await treeAt(campaign.id, v2.version, 90_000);
  }, 120_000);

  it('leaves a campaign deleted since the change alone', async () => {
    const { conceptId, template } = await conceptWithTemplate();
    const { campaign } = await campaignWithTree(conceptId, template);
    const job = await personalizeRepository.getJob(campaign.id);
    expect((await campaignsRepository.setStatus((await campaignsRepository.get(campaign.id))!, 'deleted')).status).toBe('deleted');
    await followTemplateChange({ partnerId: admin.user.partnerId, templateId: template.id, userId: admin.user.id, campaignId: campaign.id });
    expect(await personalizeRepository.getJob(campaign.id)).toEqual(job);
    // its link went with the delete: the template is no longer in use, so no campaign is looked up for it
    expect((await as(admin).get(`/api/templates/${template.id}/in-use`)).body).toEqual({ inUse: false });
  });
});

describe('an approved creative moved to a new template version (issue 17: the change revokes its approval)', () => {
  it('appends a revoke record naming the template, its version and who approved the version; the gate refuses the creative', async () => {
    const { conceptId, template } = await conceptWithTemplate();
    const { campaign, treeId, variantId } = await campaignWithTree(conceptId, template);
    const creativeId = (await formatOf(variantId, template.id)).id;
    const final = await call('PATCH', `/api/campaigns/${campaign.id}/creatives/approvals`, { cookie: admin.cookie, csrf: admin.csrf, body: { treeId, approvals: [creativeId], final: true } });
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    await assertFinalApproved({ campaignId: campaign.id, creativeIds: [creativeId] });

    const v2 = await addVersion(template);
    expect((await as(admin).post(`/api/templates/${template.id}/approve`, { versionId: v2.id })).status).toBe(200);
    await treeAt(campaign.id, v2.version);

    const trail = await as(admin).get(`/api/campaigns/${campaign.id}/creatives/${creativeId}/approval-trail`);
    expect(trail.status).toBe(200);
    expect(trail.body).toMatchObject({ finalApproved: false, currentVersionNumber: 2 });
    expect(trail.body.records.map((r: Record<string, unknown>) => [r.kind, r.level, r.cause, r.causeName, r.causeVersion, r.versionNumber, r.userName])).toEqual([
      ['approve', 'final', undefined, undefined, undefined, 1, 'Ada Admin'],
      ['revoke', 'final', 'template', template.name, v2.version, 1, 'Ada Admin'],
    ]);
    const rows = Papa.parse<string[]>((await as(admin).get(`/api/campaigns/${campaign.id}/approval-trail.csv`)).body as string).data;
    const revoke = rows.find((r) => r[2] === creativeId && r[6]!.startsWith('Revoked'))!;
    expect([revoke[6], revoke[7], revoke[8], revoke[12]]).toEqual([`Revoked (template version ${v2.version})`, 'Final', 'Ada Admin', `Template "${template.name}" moved to version ${v2.version}`]);
    await expect(assertFinalApproved({ campaignId: campaign.id, creativeIds: [creativeId] })).rejects.toMatchObject({ statusCode: 422, details: [{ path: creativeId }] });
    expect(await formatOf(variantId, template.id)).toMatchObject({ version: v2.version, approved: false, status: 'unapproved' });
    expect((await formatOf(variantId, template.id)).approval).toBeUndefined();
  });

  it('records a change nobody made by hand as the system actor', async () => {
    const { conceptId, template } = await conceptWithTemplate();
    const { campaign, treeId, variantId } = await campaignWithTree(conceptId, template);
    const creativeId = (await formatOf(variantId, template.id)).id;
    await call('PATCH', `/api/campaigns/${campaign.id}/creatives/approvals`, { cookie: admin.cookie, csrf: admin.csrf, body: { treeId, approvals: [creativeId], final: true } });
    const v2 = await addVersion(template);
    // the change's user is unknown (gone): the job runs in the system's name
    await followTemplateChange({ partnerId: admin.user.partnerId, templateId: template.id, userId: `gone-${newId()}`, campaignId: campaign.id });
    await treeAt(campaign.id, v2.version);
    const records = (await as(admin).get(`/api/campaigns/${campaign.id}/creatives/${creativeId}/approval-trail`)).body.records;
    expect(records.at(-1)).toMatchObject({ kind: 'revoke', cause: 'template', userName: 'Marquee (system)', role: 'system' });
  });
});
