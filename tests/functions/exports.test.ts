/**
 * HTML prerender (POST /html-prerenderer/publish) and exports (POST /exports, GET /exports, GET /exports/{id},
 * GET /exports/destinations): final-approved creatives become self-contained HTML5 zips under html-prerendered/{id}/,
 * go to the seeded cloud storage connection (embedded S3) or the asset library with destination statuses and the
 * export notifications; an unapproved creative is refused with the gate's text and nothing is exported.
 */
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { unzipSync, strFromU8 } from 'fflate';
import { chromium } from 'playwright-core';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { newId } from '@functions/lib/ids';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { templatesRepository } from '@functions/templates/templates-repository';
import { describeNotification } from '@shared/notifications/catalogue';
import { SEEDED_EXPORT_STORAGE } from '@infra/local/seed-exports';
import { SEEDED_TEMPLATE_CONCEPT } from '@infra/local/seed-templates';
import { call, signIn, type SignedIn } from './client';
import { exportsCampaign } from './exports-helpers';

let ssm: SignedIn;
let other: SignedIn;
let manager: SignedIn;
let campaignId: string;
let treeId: string;
let approvedIds: string[];
let unapprovedId: string;
let topNodeId: string;
let germanyId: string;

interface ExportView {
  _id: string;
  status: 'pending' | 'finished';
  destination: { type: string; name: string };
  items: { entityId: string; name: string; status: string; target: string | null; error: string | null }[];
}

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
  patch: (path: string, body: unknown) => call('PATCH', path, { cookie: who.cookie, csrf: who.csrf, body }),
});

async function bytes(bucket: string, key: string): Promise<Uint8Array> {
  const { Body } = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return (Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray();
}
async function keysUnder(bucket: string, prefix: string): Promise<string[]> {
  const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((o) => o.Key!);
}
const finished = (who: SignedIn, id: string) =>
  vi.waitFor(
    async () => {
      const res = await as(who).get(`/api/exports/${id}`);
      expect(res.status).toBe(200);
      const e = res.body.export as ExportView;
      if (e.status !== 'finished') throw new Error(`export ${JSON.stringify(e)}`);
      return e;
    },
    { timeout: 60_000, interval: 300 },
  );
/** A creative export: the campaign's render queue runs one job at a time (409 while the previous prerender ends). */
const exportCreatives = (who: SignedIn, body: Record<string, unknown>) =>
  vi.waitFor(async () => {
    const r = await as(who).post('/api/exports', { entityType: 'creative', campaignId, ...body });
    if (r.status === 409) throw new Error('render queue busy');
    return r;
  }, { timeout: 30_000, interval: 500 });
const notifications = async (who: SignedIn) => (await as(who).get('/api/notifications')).body.notifications as { event: string; source: string; payload: Record<string, unknown> }[];

beforeAll(async () => {
  [ssm, other, manager] = await Promise.all([signIn('selfservicemanager@demo.test'), signIn('other-admin@demo.test'), signIn('manager@demo.test')]);
  const partnerId = ssm.user.partnerId;
  const nodes = await businessNodesRepository.listByPartner(partnerId);
  topNodeId = nodes.find((n) => !n.parentId)!.id;
  germanyId = nodes.find((n) => n.name === 'Germany')!.id;
  const made = await exportsCampaign(ssm, 'Exports', germanyId);
  campaignId = made.campaignId;
  const tree = made.tree;
  treeId = tree.id;
  const fallback = (await personalizeRepository.getVariant(tree.fallbackVariantId!))!;
  // a second variant with its own headline, left without final approval
  const formats = Object.fromEntries(Object.values(fallback.formats).slice(0, 1).map((f) => {
    const id = newId();
    return [id, { ...f, id, dynamicElements: { ...f.dynamicElements, frame1Headline: { ...f.dynamicElements.frame1Headline!, value: 'Not approved yet' } } }];
  }));
  await personalizeRepository.write([personalizeRepository.createVariant({ id: newId(), partnerId, campaignId, treeId, name: `Waiting ${newId()}`, formats })]);
  unapprovedId = Object.keys(formats)[0]!;
  approvedIds = Object.keys(fallback.formats);
  const approved = await as(ssm).patch(`/api/campaigns/${campaignId}/creatives/approvals`, { treeId, approvals: approvedIds, final: true });
  expect(approved.status).toBe(200);
}, 90_000);

describe('POST /html-prerenderer/publish', () => {
  it('prerenders every final-approved creative into a self-contained HTML5 zip, the values baked in and clickTag from the ad server first', async () => {
    const res = await as(ssm).post('/api/html-prerenderer/publish', { campaignId, platform: 'google' });
    expect(res).toMatchObject({ status: 202, body: { jobId: expect.any(String) } });
    expect([...res.body.creativeIds].sort()).toEqual([...approvedIds].sort());
    const prefix = `v2/partners/${ssm.user.partnerId}/campaigns/${campaignId}/html-prerendered/`;
    const keys = await vi.waitFor(async () => {
      const found = await keysUnder(config.filesBucket, prefix);
      if (found.length < approvedIds.length) throw new Error(`only ${found.length}`);
      return found;
    }, { timeout: 60_000, interval: 300 });
    expect(keys.map((k) => k.slice(prefix.length).split('/')[0]).sort()).toEqual([...approvedIds].sort());
    expect(keys.some((k) => k.includes(unapprovedId))).toBe(false);

    const zipKey = keys.find((k) => k.includes('300x250'))!;
    const files = unzipSync(await bytes(config.filesBucket, zipKey));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'images/can.svg', 'images/logo.svg']));
    expect(Object.keys(files).some((p) => p.includes('__player') || p.startsWith('thumbnails/'))).toBe(false);

    // the page as an ad server shows it: baked values, clickTag from the URL when it passes one, else the creative's own
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      await page.route('https://ads.example/**', (route) => {
        const path = new URL(route.request().url()).pathname.slice(1);
        const body = files[path];
        return body ? route.fulfill({ body: Buffer.from(body), contentType: path.endsWith('.html') ? 'text/html' : path.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream' }) : route.fulfill({ status: 404 });
      });
      await page.goto('https://ads.example/index.html');
      const values = await page.evaluate(() => ({ headline: document.getElementById('headline')?.textContent, clickTag: (window as unknown as { clickTag: string }).clickTag }));
      expect(values.headline).toBe('Summer tastes like Sparkle Zero');
      expect(values.clickTag).toBe('https://www.example.com/sparkle-zero');
      await page.goto('https://ads.example/index.html?clickTag=https%3A%2F%2Ftrack.example%2Fclick');
      expect(await page.evaluate(() => (window as unknown as { clickTag: string }).clickTag)).toBe('https://track.example/click');
    } finally {
      await browser.close();
    }
    expect(strFromU8(files['index.html']!)).toContain('"defaultKey"');
  }, 90_000);

  it('refuses a named creative without final approval with the gate text, and callers outside the campaign', async () => {
    const refused = await as(ssm).post('/api/html-prerenderer/publish', { campaignId, platform: 'google', creativeIds: [unapprovedId] });
    expect(refused).toMatchObject({ status: 422, body: { message: 'Creatives need final approval of their current version' } });
    expect(refused.body.details).toEqual([{ path: unapprovedId, message: expect.stringContaining('Waiting') }]);
    expect((await as(other).post('/api/html-prerenderer/publish', { campaignId, platform: 'google' })).status).toBe(404);
    expect((await as(ssm).post('/api/html-prerenderer/publish', { campaignId, platform: 'tiktok' })).status).toBe(422);
  });
});

describe('POST /exports', () => {
  it('lists the seeded cloud storage connection as a destination', async () => {
    const res = await as(ssm).get('/api/exports/destinations');
    expect(res.status).toBe(200);
    expect(res.body.destinations).toContainEqual({ nodeId: topNodeId, nodeName: 'Beverages', storageName: SEEDED_EXPORT_STORAGE.name, bucket: SEEDED_EXPORT_STORAGE.bucket, folder: SEEDED_EXPORT_STORAGE.folder });
  });

  it('refuses an unapproved creative with its name and stores no export', async () => {
    const before = (await as(ssm).get('/api/exports')).body.exports.length;
    const res = await as(ssm).post('/api/exports', { entityType: 'creative', campaignId, entityIds: [approvedIds[0], unapprovedId], destination: { type: 'cloud', nodeId: topNodeId } });
    expect(res).toMatchObject({ status: 422, body: { message: 'Creatives need final approval of their current version', details: [{ path: unapprovedId }] } });
    expect((await as(ssm).get('/api/exports')).body.exports.length).toBe(before);
  });

  it('exports final-approved creatives (prerendered) to the node cloud storage, each item success, with the finished notification', async () => {
    const res = await exportCreatives(ssm, { entityIds: approvedIds, destination: { type: 'cloud', nodeId: topNodeId } });
    expect(res.status).toBe(202);
    const created = res.body.export as ExportView;
    expect(created).toMatchObject({ status: 'pending', destination: { type: 'cloud', name: SEEDED_EXPORT_STORAGE.name } });
    expect(created.items.every((i) => i.status === 'notsend')).toBe(true);
    const done = await finished(ssm, created._id);
    expect(done.items.map((i) => i.status)).toEqual(approvedIds.map(() => 'success'));
    const prefix = `${SEEDED_EXPORT_STORAGE.folder}/v2/partners/${ssm.user.partnerId}/campaigns/${campaignId}/creatives/`;
    const keys = await keysUnder(SEEDED_EXPORT_STORAGE.bucket, prefix);
    expect(keys.sort()).toEqual(done.items.map((i) => i.target!).sort());
    const head = await s3().send(new HeadObjectCommand({ Bucket: SEEDED_EXPORT_STORAGE.bucket, Key: keys[0]! }));
    expect(head.Metadata?.['marquee-export']).toBe(created._id);
    expect(unzipSync(await bytes(SEEDED_EXPORT_STORAGE.bucket, keys[0]!))['index.html']).toBeDefined();
    await vi.waitFor(async () => {
      const heard = (await notifications(ssm)).filter((n) => n.payload.exportId === created._id).map((n) => n.event);
      expect(heard).toEqual(expect.arrayContaining(['export-preparing', 'export-started', 'export-downloading', 'export-finished']));
      // each once: the downloading notice is the worker's first try's, not one per item or per try
      expect(heard.filter((e) => e === 'export-downloading')).toHaveLength(1);
    }, { timeout: 10_000 });
    const heard = (await notifications(ssm)).filter((n) => n.payload.exportId === created._id);
    const finishedNote = heard.find((n) => n.event === 'export-finished')!;
    expect(finishedNote.payload).toMatchObject({ entity: `${approvedIds.length} creatives`, destination: SEEDED_EXPORT_STORAGE.name });
    const downloading = heard.find((n) => n.event === 'export-downloading')!;
    expect(downloading.payload).toMatchObject({ entity: `${approvedIds.length} creatives`, destination: SEEDED_EXPORT_STORAGE.name, items: approvedIds.length });
    expect(describeNotification(downloading).title).toBe(`Downloading ${approvedIds.length} creatives for the export to ${SEEDED_EXPORT_STORAGE.name}`);
  }, 90_000);

  it('exports a creative into the asset library as a single file', async () => {
    const res = await exportCreatives(ssm, { entityIds: [approvedIds[0]], destination: { type: 'library' } });
    expect(res.status).toBe(202);
    const done = await finished(ssm, res.body.export._id);
    expect(done.destination).toEqual({ type: 'library', name: 'Asset library' });
    expect(done.items[0]).toMatchObject({ status: 'success', target: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const asset = await vi.waitFor(async () => {
      const a = await as(ssm).get(`/api/assets/single-files/${done.items[0]!.target}`);
      expect(a.status).toBe(200);
      if (a.body.status === 'processing') throw new Error('processing');
      return a.body;
    }, { timeout: 30_000, interval: 300 });
    expect(asset).toMatchObject({ name: expect.stringMatching(/\.zip$/), type: 'creatives', status: 'ready' });
  }, 90_000);

  it('exports a template as its zip to the cloud storage', async () => {
    const concept = (await conceptsRepository.listByPartner(ssm.user.partnerId)).find((c) => c.name === SEEDED_TEMPLATE_CONCEPT)!;
    const template = (await templatesRepository.listByConcept(concept.id)).find((t) => t.size === '300x250')!;
    const res = await as(ssm).post('/api/exports', { entityType: 'template', entityIds: [template.id], destination: { type: 'cloud', nodeId: topNodeId } });
    expect(res.status).toBe(202);
    const done = await finished(ssm, res.body.export._id);
    expect(done.items[0]).toMatchObject({ status: 'success', target: `${SEEDED_EXPORT_STORAGE.folder}/templates/${template.id}/${template.name}.zip` });
    expect(Object.keys(unzipSync(await bytes(SEEDED_EXPORT_STORAGE.bucket, done.items[0]!.target!)))).toContain('index.html');
  }, 60_000);

  it('refuses a node without a cloud storage connection, assets to the library, and other callers', async () => {
    const noConnection = await as(ssm).post('/api/exports', { entityType: 'creative', campaignId, entityIds: approvedIds, destination: { type: 'cloud', nodeId: germanyId } });
    expect(noConnection).toMatchObject({ status: 422, body: { message: 'This business node has no active cloud storage connection' } });
    const assetToLibrary = await as(ssm).post('/api/exports', { entityType: 'asset', entityIds: [newId()], destination: { type: 'library' } });
    expect(assetToLibrary.status).toBe(422);
    expect(JSON.stringify(assetToLibrary.body)).toContain('Assets are already in the asset library');
    const mine = (await as(ssm).get('/api/exports')).body.exports as ExportView[];
    expect(mine.length).toBeGreaterThan(0);
    expect(await as(other).get(`/api/exports/${mine[0]!._id}`)).toMatchObject({ status: 404, body: { message: 'Export not found' } });
    expect((await as(manager).post('/api/exports', { entityType: 'creative', campaignId, entityIds: approvedIds, destination: { type: 'library' } })).status).toBe(403);
  });
});
