/**
 * The assembly prerender (001 7 'prerender assembly template'; POST /html-prerenderer/publish with `assembly`, the
 * html-prerender-assembly queue) and its downloads (GET /html-prerenderer/assemblies): each template of a campaign's
 * final-approved creatives once, with every one of those creatives' values inside (`?variation=<id>` picks one), zipped
 * under html-prerendered/assembly-{templateId}/ and offered as a download link; a creative without final approval
 * is not in it, and another partner's caller gets 404.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { MESSAGES } from '@shared/messages';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { variationsRepository } from '@functions/campaigns/variations-repository';
import { newId } from '@functions/lib/ids';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { call, campaignsVisible, signIn, type SignedIn } from './client';
import { exportsCampaign, germanyOf } from './exports-helpers';

let ssm: SignedIn;
let other: SignedIn;
let campaignId: string;
let templateIds: string[];
let approvedIds: string[];
let unapprovedId: string;

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
  patch: (path: string, body: unknown) => call('PATCH', path, { cookie: who.cookie, csrf: who.csrf, body }),
});

beforeAll(async () => {
  [ssm, other] = await Promise.all([signIn('selfservicemanager@demo.test'), signIn('other-admin@demo.test')]);
  const partnerId = ssm.user.partnerId;
  const made = await exportsCampaign(ssm, 'Assembly prerender', await germanyOf(ssm));
  ({ campaignId, templateIds } = made);
  const tree = made.tree;
  const fallback = (await personalizeRepository.getVariant(tree.fallbackVariantId!))!;
  // a second variant: its 300x250 with its own headline final-approved, its 728x90 left without final approval
  const formats = Object.fromEntries(Object.values(fallback.formats).map((f) => {
    const id = newId();
    const headline = f.shortName === '300x250' ? 'Assembled second headline' : 'Not approved yet';
    return [id, { ...f, id, dynamicElements: { ...f.dynamicElements, frame1Headline: { ...f.dynamicElements.frame1Headline!, value: headline } } }];
  }));
  await personalizeRepository.write([personalizeRepository.createVariant({ id: newId(), partnerId, campaignId, treeId: tree.id, name: `Second ${newId()}`, formats })]);
  const second = Object.values(formats);
  unapprovedId = second.find((f) => f.shortName !== '300x250')!.id;
  approvedIds = [...Object.keys(fallback.formats), second.find((f) => f.shortName === '300x250')!.id];
  const approved = await as(ssm).patch(`/api/campaigns/${campaignId}/creatives/approvals`, { treeId: tree.id, approvals: approvedIds, final: true });
  expect(approved.status).toBe(200);
}, 90_000);

describe('the assembly prerender', () => {
  it('zips each template once with all its final-approved creatives inside, listed with a download link', async () => {
    const before = await as(ssm).get(`/api/html-prerenderer/assemblies?campaignId=${campaignId}`);
    expect(before).toMatchObject({ status: 200, body: { assemblies: [] } });

    const res = await as(ssm).post('/api/html-prerenderer/publish', { campaignId, platform: 'google', assembly: true });
    expect(res).toMatchObject({ status: 202, body: { jobId: expect.any(String) } });
    expect([...res.body.templateIds].sort()).toEqual([...templateIds].sort());

    const assemblies = await vi.waitFor(async () => {
      const list = await as(ssm).get(`/api/html-prerenderer/assemblies?campaignId=${campaignId}`);
      expect(list.status).toBe(200);
      const found = list.body.assemblies as { templateId: string; fileName: string; url: string }[];
      if (found.length < templateIds.length) throw new Error(`only ${found.length}`);
      return found;
    }, { timeout: 60_000, interval: 300 });
    expect(assemblies.map((a) => a.templateId).sort()).toEqual([...templateIds].sort());
    expect(assemblies.map((a) => a.fileName).sort()).toEqual(['300x250-sparkle-summer.zip', '728x90-sparkle-summer.zip']);

    // downloadable: the link answers the zip as an attachment; its page holds both 300x250 creatives' values by id
    const small = assemblies.find((a) => a.fileName.startsWith('300x250'))!;
    const download = await fetch(small.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="300x250-sparkle-summer.zip"');
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'images/can.svg', 'images/logo.svg']));
    const html = strFromU8(files['index.html']!);
    const small300 = approvedIds.filter((id) => html.includes(`"${id}"`));
    expect(small300).toHaveLength(2);
    expect(html).toContain('Assembled second headline');
    expect(html).toContain('Summer tastes like Sparkle Zero');
    expect(html).not.toContain('Not approved yet');
    expect(html).not.toContain(unapprovedId);

    // the 728x90 assembly holds only the fallback's approved 728x90 (the second variant's is not approved)
    const wide = unzipSync(new Uint8Array(await (await fetch(assemblies.find((a) => a.fileName.startsWith('728x90'))!.url)).arrayBuffer()));
    expect(strFromU8(wide['index.html']!)).not.toContain('Not approved yet');
  }, 90_000);

  it('refuses a campaign whose finally approved creatives name no template before the render queue takes a job', async () => {
    const partnerId = ssm.user.partnerId;
    const campaign = await campaignsRepository.create({
      partnerId, businessNodeId: await germanyOf(ssm), name: `No templates ${newId()}`, platform: 'youtube',
      settings: { flightDates: null, watcherIds: [], deliveries: {}, formats: [{ platform: 'youtube', channel: 'video', format: 'bumper-16x9' }], templateIds: [] },
    });
    await campaignsVisible();
    const id = newId();
    await variationsRepository.put({ partnerId, reportingHash: `no-template-${id}`, id, campaignId: campaign.id, name: 'Uploaded spot', format: 'bumper', size: '640x360', channels: ['video'], values: { videoUrl1: 'spot.mp4' } });
    expect((await call('PUT', `/api/campaigns/${campaign.id}/variations/approvals`, { cookie: ssm.cookie, csrf: ssm.csrf, body: { approve: [id], reject: [], neutral: [], final: true } })).status).toBe(200);
    const refused = await as(ssm).post('/api/html-prerenderer/publish', { campaignId: campaign.id, platform: 'youtube', assembly: true });
    expect(refused).toMatchObject({ status: 422, body: { message: MESSAGES.assemblyNoTemplates } });
    // no job was started: the render queue is free for the next one
    expect((await as(ssm).get(`/api/campaigns/${campaign.id}/render-queue/state`)).body).toEqual({ job: null });
  });

  it('answers 404 to a caller of another partner and 422 without a campaign', async () => {
    expect((await as(other).get(`/api/html-prerenderer/assemblies?campaignId=${campaignId}`)).status).toBe(404);
    expect((await as(ssm).get('/api/html-prerenderer/assemblies')).status).toBe(422);
  });
});
