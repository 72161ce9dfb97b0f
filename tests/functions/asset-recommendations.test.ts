/**
 * Recommendations (000 7.3 'recommendation/...'): a job makes sharp attention crops of an image to the sizes its concepts
 * need and asks the background-removal job for a cut-out; keeping one makes a library asset through the processing job;
 * feedback per partner and format ranks later lists. Another partner never sees or touches them.
 */
import sharp from 'sharp';
import { assetsRepository } from '@functions/assets/assets-repository';
import { assetStorage } from '@functions/assets/asset-storage';
import { accountOn, nodeNamed } from './business-nodes-helpers';
import { call, signIn, type SignedIn } from './client';

let admin: SignedIn;
let other: SignedIn;
let manager: SignedIn;
let imageId: string;
let nodeId: string;
const token = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
});
type Item = { _id: string; kind: string; format: string; width: number; height: number; status: string; url: string | null; feedback: string | null; keptAssetId: string | null };

/** A 1600x1000 white image with a red disc on its right: attention crops must keep the disc. */
const picture = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#ffffff' } })
    .composite([{ input: Buffer.from('<svg width="1600" height="1000"><circle cx="1300" cy="500" r="180" fill="#e01010"/></svg>'), top: 0, left: 0 }])
    .jpeg()
    .toBuffer();

const redAt = async (url: string, x: number, y: number) => {
  const { data, info } = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return data[i] > 180 && data[i + 1] < 80;
};

const recommendations = (who: SignedIn, url = imageId) => as(who).post('/api/assets/single-files/recommendation', { url });
const ready = (who = admin) =>
  vi.waitFor(
    async () => {
      const res = await recommendations(who);
      expect(res.body.status).toBe('ready');
      return res.body as { status: string; tags: string[]; items: Item[] };
    },
    { timeout: 60_000, interval: 500 },
  );

beforeAll(async () => {
  [admin, other, manager] = await Promise.all(['admin@demo.test', 'other-admin@demo.test', 'manager@demo.test'].map((u) => signIn(u)));
  // on a node of its own under Americas: no concept there, so the recommended sizes are the defaults (000 9)
  const created = await as(admin).post('/api/business-nodes', { name: token(), type: 'market', parentId: (await nodeNamed(admin, 'Americas'))._id });
  nodeId = created.body._id;
  const body = await picture();
  const image = await assetsRepository.create({
    partnerId: admin.user.partnerId, name: `${token()} visual.jpg`, category: 'creatives', mimeType: 'image/jpeg', format: 'jpg', size: body.length,
    key: `assets/single-files/image/jpeg/${token()}/visual.jpg`, status: 'ready', createdBy: admin.user.id, businessNodes: [nodeId], width: 1600, height: 1000,
  });
  await assetStorage.put(image.key, body, 'image/jpeg');
  imageId = image.id;
});

describe('recommendations of an image', () => {
  it('answers none before any were generated', async () => {
    expect((await recommendations(admin)).body).toEqual({ assetId: imageId, status: 'none', tags: [], items: [] });
  });

  it(
    'generates attention crops to the recommended sizes and a cut-out through the background-removal job',
    async () => {
      const started = await as(admin).post('/api/assets/single-files/recommendation/generate', { url: imageId, tags: ['recommended'] });
      expect(started).toMatchObject({ status: 202, body: { assetId: imageId, status: 'pending', tags: ['recommended'] } });
      const done = await ready();
      const crops = done.items.filter((i) => i.kind === 'crop');
      expect(crops.map((c) => [c.format, c.width, c.height, c.status])).toEqual([
        ['square', 1200, 1200, 'ready'],
        ['vertical', 1080, 1920, 'ready'],
      ]);
      const vertical = crops.find((c) => c.format === 'vertical')!;
      const meta = await sharp(Buffer.from(await (await fetch(vertical.url!)).arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);
      // a centred crop of the 1000-high image holds x 519..1081 of the source, the disc (1120..1480) none of it: attention finds it
      expect(await redAt(vertical.url!, 540, 960)).toBe(true);
      const cutout = await vi.waitFor(
        async () => {
          const item = (await recommendations(admin)).body.items.find((i: Item) => i.kind === 'cutout');
          expect(item.status).toBe('ready');
          return item as Item;
        },
        { timeout: 200_000, interval: 1000 },
      );
      expect(cutout).toMatchObject({ format: 'cutout', width: 1600, height: 1000 });
      const cut = await sharp(Buffer.from(await (await fetch(cutout.url!)).arrayBuffer())).metadata();
      expect([cut.format, cut.channels]).toEqual(['png', 4]);
    },
    240_000,
  );

  it('feedback is kept per partner and format; negative formats sink in the list', async () => {
    const { items } = await ready();
    const square = items.find((i) => i.format === 'square')!;
    const vertical = items.find((i) => i.format === 'vertical')!;
    const down = await as(admin).post('/api/assets/single-files/recommendation/feedback', { url: square._id, feedback: 'negative' });
    expect(down).toMatchObject({ status: 200, body: { _id: square._id, feedback: 'negative' } });
    expect((await as(admin).post('/api/assets/single-files/recommendation/feedback', { url: vertical._id, feedback: 'positive' })).status).toBe(200);
    const ranked = (await recommendations(admin)).body.items.map((i: Item) => i.format);
    expect(ranked[0]).toBe('vertical');
    expect(ranked[ranked.length - 1]).toBe('square');
    // changing one's mind moves the tally: square back to positive ranks above the untouched cut-out
    await as(admin).post('/api/assets/single-files/recommendation/feedback', { url: square._id, feedback: 'positive' });
    await as(admin).post('/api/assets/single-files/recommendation/feedback', { url: square._id, feedback: 'positive' });
    expect((await recommendations(admin)).body.items.map((i: Item) => i.format).indexOf('cutout')).toBe(2);
  });

  it('keeps a recommendation as a library asset, child of the image, processed by the library job; keeping it again makes nothing new', async () => {
    const { items } = await ready();
    const vertical = items.find((i) => i.format === 'vertical')!;
    const kept = await as(admin).post('/api/assets/single-files/recommendation/create', { assets: [vertical._id], nodeIds: [], partnerId: admin.user.partnerId });
    expect(kept.status).toBe(201);
    const [{ assetId }] = kept.body.assets;
    const asset = await vi.waitFor(
      async () => {
        const res = await as(admin).get(`/api/assets/single-files/${assetId}`);
        expect(res.body.status).toBe('ready');
        return res.body;
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(asset).toMatchObject({ parentId: imageId, tags: ['recommended'], businessNodes: [nodeId], format: 'jpg', dimension: { width: 1080, height: 1920 } });
    expect(asset.name).toMatch(/-vertical-1080x1920\.jpg$/);
    const again = await as(admin).post('/api/assets/single-files/recommendation/create', { assets: [vertical._id] });
    expect(again.body.assets).toEqual([{ recommendationId: vertical._id, assetId }]);
    expect((await recommendations(admin)).body.items.find((i: Item) => i._id === vertical._id)).toMatchObject({ keptAssetId: assetId, status: 'ready' });
    expect((await as(admin).get(`/api/assets/single-files/list/${imageId}`)).body.results.map((a: { _id: string }) => a._id)).toContain(assetId);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const { items } = await ready();
    expect(await as(admin).post('/api/assets/single-files/recommendation/feedback', { url: items[0]._id, feedback: 'meh' })).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(await as(admin).post('/api/assets/single-files/recommendation/feedback', { url: '0123456789abcdef01234567', feedback: 'positive' })).toMatchObject({
      status: 404,
      body: { message: 'Recommendation not found' },
    });
    expect(await as(admin).post('/api/assets/single-files/recommendation/create', { assets: [] })).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(await as(admin).post('/api/assets/single-files/recommendation/create', { assets: ['0123456789abcdef01234567'] })).toMatchObject({ status: 404, body: { message: 'Recommendation not found' } });
    expect(await as(admin).post('/api/assets/single-files/recommendation/create', { assets: [items[0]._id], nodeIds: ['0123456789abcdef01234567'] })).toMatchObject({
      status: 404,
      body: { message: 'Business node was not found' },
    });
    expect(await as(admin).post('/api/assets/single-files/recommendation/generate', { url: 'nope' })).toMatchObject({ status: 422 });
    const svg = await assetsRepository.create({ partnerId: admin.user.partnerId, name: `${token()}.svg`, category: 'logos', mimeType: 'image/svg+xml', format: 'svg', size: 10, key: 'k/svg', status: 'ready', createdBy: admin.user.id });
    expect(await as(admin).post('/api/assets/single-files/recommendation/generate', { url: svg.id })).toMatchObject({ status: 422, body: { message: 'Cropper image failed to load' } });
    expect((await recommendations(admin, svg.id)).body.status).toBe('none');
  });

  it("another partner neither reads nor changes them; a manager reads but may not generate, keep or rate; a user without the image's node sees nothing", async () => {
    const { items } = await ready();
    expect(await recommendations(other)).toMatchObject({ status: 404, body: { message: 'Single file not found' } });
    expect((await as(other).post('/api/assets/single-files/recommendation/generate', { url: imageId })).status).toBe(404);
    expect(await as(other).post('/api/assets/single-files/recommendation/feedback', { url: items[0]._id, feedback: 'negative' })).toMatchObject({ status: 404, body: { message: 'Recommendation not found' } });
    expect((await as(other).post('/api/assets/single-files/recommendation/create', { assets: [items[0]._id] })).status).toBe(404);
    expect((await recommendations(manager)).status).toBe(200);
    for (const path of ['generate', 'create', 'feedback']) expect((await as(manager).post(`/api/assets/single-files/recommendation/${path}`, {})).status).toBe(403);
    const emea = await accountOn(admin.user.partnerId, 'selfServiceAdmin', [(await nodeNamed(admin, 'EMEA'))._id]);
    expect((await recommendations(emea)).status).toBe(404);
    expect((await as(emea).post('/api/assets/single-files/recommendation/feedback', { url: items[0]._id, feedback: 'negative' })).status).toBe(404);
    expect((await recommendations(admin)).body.items.find((i: Item) => i._id === items[0]._id).feedback).not.toBe('negative');
  });
});
