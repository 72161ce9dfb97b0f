/**
 * POST B/formats/screenshots (001 7) and the personalize-screenshots job: each variant format's template rendered with
 * the variant's values through the renderer port into a PNG under the campaign's preview/thumbnails (002 9), formats
 * moving progress -> finished / error, each change pushed as 'screenshot-status' to the campaign's topic.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import WebSocket from 'ws';
import { campaignTopic } from '@shared/contracts/personalize';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { newId } from '@functions/lib/ids';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { templatesRepository } from '@functions/templates/templates-repository';
import { SEEDED_TEMPLATE_CONCEPT } from '@infra/local/seed-templates';
import { baseUrl, call, campaignsVisible, signIn, type SignedIn } from './client';

let ssm: SignedIn;
let other: SignedIn;
let campaignId: string;
let treeId: string;
let fallbackId: string;

const GHOST = '0123456789abcdef01234567';
const screenshots = (who: SignedIn, formatIds: string[], tree = treeId, campaign = campaignId) =>
  call('POST', `/api/campaigns/${campaign}/personalize/${tree}/formats/screenshots`, { cookie: who.cookie, csrf: who.csrf, body: { formatIds } });

interface Heard { event: string; topic?: string; payload: { userId: string; variants: { _id: string; formats: Record<string, { screenshotRenderStatus: string; shortName: string }> }[] } }

function listen(who: SignedIn, topic: string): Promise<{ ws: WebSocket; heard: Heard[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}/ws`, { headers: { origin: baseUrl(), cookie: who.cookie } });
    const heard: Heard[] = [];
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString());
      if (m.event === 'topic-subscribed') resolve({ ws, heard });
      if (m.event === 'screenshot-status') heard.push(m);
    });
    ws.once('open', () => ws.send(JSON.stringify({ action: 'subscribe', topic })));
    ws.once('error', reject);
  });
}

async function object(key: string): Promise<Buffer> {
  const { Body } = await s3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key }));
  return Buffer.from(await (Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
}

const statuses = async (variantId: string) => Object.fromEntries(Object.values((await personalizeRepository.getVariant(variantId))!.formats).map((f) => [f.id, f.screenshotRenderStatus]));

beforeAll(async () => {
  [ssm, other] = await Promise.all([signIn('selfservicemanager@demo.test'), signIn('other-admin@demo.test')]);
  const partnerId = ssm.user.partnerId;
  const concept = (await conceptsRepository.listByPartner(partnerId)).find((c) => c.name === SEEDED_TEMPLATE_CONCEPT)!;
  const templateIds = (await templatesRepository.listByConcept(concept.id)).filter((t) => ['300x250', '728x90'].includes(t.size)).map((t) => t.id);
  const germany = (await businessNodesRepository.listByPartner(partnerId)).find((n) => n.name === 'Germany')!.id;
  const campaign = await campaignsRepository.create({
    partnerId, businessNodeId: germany, name: `Screenshots ${newId()}`, platform: 'google', conceptId: concept.id,
    settings: { flightDates: null, watcherIds: [], deliveries: {}, formats: [{ platform: 'google', channel: 'display', format: '300x250' }], templateIds },
  });
  campaignId = campaign.id;
  await campaignsVisible();
  expect((await call('POST', `/api/campaigns/${campaignId}/personalize/trees/sync`, { cookie: ssm.cookie, csrf: ssm.csrf })).status).toBe(202);
  const tree = await vi.waitFor(async () => {
    const [t] = await personalizeRepository.listTrees(campaignId);
    const job = await personalizeRepository.getJob(campaignId);
    if (!t || job?.status !== 'finished') throw new Error('tree job not done');
    return t;
  }, { timeout: 30_000, interval: 250 });
  treeId = tree.id;
  fallbackId = tree.fallbackVariantId!;
}, 60_000);

describe('POST formats/screenshots', () => {
  it('renders each format with its values into a PNG of the template size, pushing progress then finished', async () => {
    const fallback = (await personalizeRepository.getVariant(fallbackId))!;
    // a second variant with another headline: its screenshot must differ from the fallback's
    const otherId = newId();
    const formats = Object.fromEntries(Object.values(fallback.formats).map((f) => {
      const id = newId();
      return [id, { ...f, id, dynamicElements: { ...f.dynamicElements, frame1Headline: { ...f.dynamicElements.frame1Headline!, value: 'Winter is coming, cold and fizzy' } } }];
    }));
    await personalizeRepository.write([personalizeRepository.createVariant({ id: otherId, partnerId: fallback.partnerId, campaignId, treeId, name: `Winter ${newId()}`, formats })]);
    const tab = await listen(ssm, campaignTopic(campaignId));
    const fallbackFormats = Object.keys(fallback.formats);
    const otherFormats = Object.keys(formats);

    const started = performance.now();
    const res = await screenshots(ssm, [...fallbackFormats, ...otherFormats]);
    expect(res).toMatchObject({ status: 202, body: { jobId: expect.any(String), formatIds: [...fallbackFormats, ...otherFormats] } });
    expect(Object.values(await statuses(fallbackId)).every((s) => s === 'progress' || s === 'finished')).toBe(true);

    await vi.waitFor(async () => {
      expect(Object.values(await statuses(fallbackId))).toEqual(['finished', 'finished']);
      expect(Object.values(await statuses(otherId))).toEqual(['finished', 'finished']);
    }, { timeout: 60_000, interval: 250 });
    console.log(`[figure] 4 variant format screenshots (300x250, 728x90) rendered and stored in ${(performance.now() - started).toFixed(0)} ms`);

    for (const [variantId, ids] of [[fallbackId, fallbackFormats], [otherId, otherFormats]] as const) {
      const variant = (await personalizeRepository.getVariant(variantId))!;
      for (const id of ids) {
        const f = variant.formats[id]!;
        expect(f.screenshotKey).toBe(`v2/partners/${ssm.user.partnerId}/campaigns/${campaignId}/preview/thumbnails/${variantId}/${id}.png`);
        const meta = await sharp(await object(f.screenshotKey!)).metadata();
        expect(`${meta.width}x${meta.height}`).toBe(f.shortName);
        expect(meta.format).toBe('png');
      }
    }
    const size = (id: string) => fallback.formats[id]!.shortName;
    const pair = fallbackFormats.find((id) => size(id) === '300x250')!;
    const otherPair = otherFormats.find((id) => formats[id]!.shortName === '300x250')!;
    const [a, b] = await Promise.all([object((await personalizeRepository.getVariant(fallbackId))!.formats[pair]!.screenshotKey!), object((await personalizeRepository.getVariant(otherId))!.formats[otherPair]!.screenshotKey!)]);
    expect(a.equals(b)).toBe(false);

    await vi.waitFor(() => expect(tab.heard.filter((h) => Object.values(h.payload.variants[0]!.formats).some((f) => f.screenshotRenderStatus === 'finished')).length).toBeGreaterThanOrEqual(4), { timeout: 10_000 });
    expect(tab.heard[0]).toMatchObject({ event: 'screenshot-status', topic: campaignTopic(campaignId), payload: { userId: ssm.user.id } });
    expect(tab.heard[0]!.payload.variants.flatMap((v) => Object.values(v.formats).map((f) => f.screenshotRenderStatus))).toContain('progress');
    tab.ws.close();
  }, 90_000);

  it('ends a format whose template cannot be rendered in error, and says so', async () => {
    const fallback = (await personalizeRepository.getVariant(fallbackId))!;
    const brokenId = newId();
    const [first] = Object.values(fallback.formats);
    const formatId = newId();
    await personalizeRepository.write([personalizeRepository.createVariant({ id: brokenId, partnerId: fallback.partnerId, campaignId, treeId, name: `Broken ${newId()}`, formats: { [formatId]: { ...first!, id: formatId, templateId: GHOST } } })]);
    expect((await screenshots(ssm, [formatId])).status).toBe(202);
    await vi.waitFor(async () => expect(await statuses(brokenId)).toEqual({ [formatId]: 'error' }), { timeout: 30_000, interval: 250 });
  }, 60_000);

  it('refuses format ids that are not the tree\'s, and callers who may not change the campaign, changing nothing', async () => {
    const before = await statuses(fallbackId);
    expect(await screenshots(ssm, [GHOST])).toMatchObject({ status: 404, body: { message: 'Entity not found' } });
    expect(await screenshots(ssm, Object.keys(before), GHOST)).toMatchObject({ status: 404, body: { message: 'Cannot get personalize trees' } });
    expect(await screenshots(other, Object.keys(before))).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect(await screenshots(ssm, [])).toMatchObject({ status: 422 });
    expect(await statuses(fallbackId)).toEqual(before);
  });
});
