/**
 * Brief assets (000 7.3 brief calls): temporary uploads checked from content per category, Link to URL behind the SSRF
 * guard (nothing private is ever fetched), brief submit into library assets, and suggested assets.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { MESSAGES } from '@shared/messages';
import { call, signIn, type SignedIn } from './client';

let ssm: SignedIn;
let admin: SignedIn;
let other: SignedIn;
let analyst: SignedIn;
let reviewer: SignedIn;

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
  patch: (path: string, body: unknown) => call('PATCH', path, { cookie: who.cookie, csrf: who.csrf, body }),
});

/** A server on 127.0.0.1 that counts what reaches it: the guard must refuse before any request. */
let target: Server;
let hits = 0;
let targetPort = 0;

beforeAll(async () => {
  [ssm, admin, other, analyst, reviewer] = await Promise.all([
    signIn('selfservicemanager@demo.test'),
    signIn('admin@demo.test'),
    signIn('other-admin@demo.test'),
    signIn('analyst@demo.test'),
    signIn('reviewer@demo.test'),
  ]);
  target = createServer((_req, res) => {
    hits++;
    res.writeHead(302, { location: 'http://10.0.0.1/internal.png' }).end();
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetPort = (target.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

/** A yellow disc on a blue background: something for the background model to keep. */
const subject = (width: number, height: number) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#3a7bd5"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f5c518"/></svg>`)).png().toBuffer();
const png = (seed: number, width = 320, height = 240) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } } }).png().toBuffer();
/** A Windows executable's first bytes (MZ header with a PE signature). */
const executable = () => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
};

/** save-single-tmp, the browser's PUT, then validate: what the upload list does for one file. */
async function uploadTemp(who: SignedIn, type: string, name: string, content: Buffer) {
  const start = await as(who).post('/api/assets/single-files/brief/save-single-tmp', { tempId: `row-${name}`, meta: { type, name, size: content.length } });
  expect(start.status).toBe(201);
  expect(start.body.key).toMatch(new RegExp(`^assets-temp/[0-9a-f]{24}/${start.body.tempAssetId}/`));
  expect((await fetch(start.body.uploadUrl, { method: 'PUT', body: new Uint8Array(content) })).status).toBe(200);
  return { start: start.body, validated: await as(who).post('/api/assets/single-files/brief/validate', { url: start.body.key, type }) };
}

async function germanyNodeId(): Promise<string> {
  const res = await as(admin).get('/api/business-nodes');
  const find = (nodes: { _id: string; name: string; children: unknown[] }[]): string | undefined => {
    for (const n of nodes) {
      if (n.name === 'Germany') return n._id;
      const inner = find(n.children as never);
      if (inner) return inner;
    }
  };
  return find(res.body)!;
}

describe('temporary uploads', () => {
  it('a logo PNG is stored under assets-temp and validates into a brief asset', async () => {
    const { start, validated } = await uploadTemp(ssm, 'logos', 'brand-logo.png', await png(1));
    expect(validated.status).toBe(200);
    expect(validated.body.asset).toEqual({ _id: start.tempAssetId, isFromDam: false, isLink: false, name: 'brand-logo.png', url: start.key, type: 'logos' });
  });

  it('refuses a type the category does not take before anything is stored', async () => {
    const res = await as(ssm).post('/api/assets/single-files/brief/save-single-tmp', { tempId: 'r1', meta: { type: 'fonts', name: 'font.png', size: 10 } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.assetInvalidFormat);
  });

  it('a renamed executable posing as PNG is refused from its content and removed', async () => {
    const { start, validated } = await uploadTemp(ssm, 'logos', 'totally-a-logo.png', executable());
    expect(validated.status).toBe(422);
    expect(validated.body.message).toBe(MESSAGES.assetInvalidFormat);
    const again = await as(ssm).post('/api/assets/single-files/brief/validate', { url: start.key, type: 'logos' });
    expect(again.status).toBe(404);
  });

  it('revalidates for another category without removing, and remove-from-s3 drops the file', async () => {
    const { validated } = await uploadTemp(ssm, 'logos', 'mark.png', await png(2));
    const asset = validated.body.asset;
    const res = await as(ssm).post('/api/assets/single-files/brief/revalidate', { assets: [asset, { ...asset, type: 'brands' }], meta: {} });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { valid: boolean; message: string | null }) => [r.valid, r.message])).toEqual([
      [true, null],
      [false, MESSAGES.assetInvalidFormat],
    ]);
    expect((await as(ssm).patch('/api/assets/single-files/remove-from-s3', { urls: [asset.url] })).status).toBe(200);
    expect((await as(ssm).post('/api/assets/single-files/brief/validate', { url: asset.url, type: 'logos' })).status).toBe(404);
  });

  it("another partner's temporary file is not found, and analysts and reviewers (who may not request concepts) may not upload", async () => {
    const { validated } = await uploadTemp(ssm, 'logos', 'private.png', await png(3));
    const theirs = await as(other).post('/api/assets/single-files/brief/validate', { url: validated.body.asset.url, type: 'logos' });
    expect(theirs.status).toBe(404);
    expect((await as(other).patch('/api/assets/single-files/remove-from-s3', { urls: [validated.body.asset.url] })).status).toBe(404);
    expect((await as(ssm).post('/api/assets/single-files/brief/validate', { url: validated.body.asset.url, type: 'logos' })).status).toBe(200);
    for (const who of [analyst, reviewer]) {
      const refused = await as(who).post('/api/assets/single-files/brief/save-single-tmp', { tempId: 'r', meta: { type: 'logos', name: 'a.png', size: 1 } });
      expect(refused.status).toBe(403);
    }
  });
});

describe('Link to URL', () => {
  const link = (url: string) => as(ssm).post('/api/assets/single-files/brief/create-temp-asset-from-url', { url, fileTempId: 'link-1', meta: { type: 'logos' } });

  it.each([
    () => `http://127.0.0.1:${targetPort}/logo.png`,
    () => `http://localhost:${targetPort}/logo.png`,
    () => `http://[::1]:${targetPort}/logo.png`,
    () => `http://0.0.0.0:${targetPort}/logo.png`,
    () => `http://2130706433:${targetPort}/logo.png`,
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://10.0.0.1/logo.png',
    () => 'file:///etc/passwd',
    () => 'not a url',
  ])('refuses %# with the spec message and fetches nothing', async (url) => {
    const res = await link(url());
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.invalidUrl);
    expect(hits).toBe(0);
  });
});

describe('brief submit, suggestions, cropper', () => {
  let libraryId = '';
  let nodeId = '';

  it('turns temporary assets into library assets on the concept nodes, processed by the library job', async () => {
    nodeId = await germanyNodeId();
    const { validated } = await uploadTemp(admin, 'logos', 'suggest-logo.png', await subject(1600, 1000));
    const res = await as(admin).post('/api/assets/single-files/brief/create-single-files-from-urls', { tempAssetData: [validated.body.asset], nodeIds: [nodeId], isFromRecommendation: false });
    expect(res.status).toBe(201);
    expect(res.body.assets).toHaveLength(1);
    expect(res.body.assets[0]).toMatchObject({ tempAssetId: validated.body.asset._id, name: 'suggest-logo.png', type: 'logos' });
    libraryId = res.body.assets[0]._id;
    const ready = await vi.waitFor(
      async () => {
        const got = await as(admin).get(`/api/assets/single-files/${libraryId}`);
        expect(got.body.status).toBe('ready');
        return got.body;
      },
      { timeout: 60_000, interval: 300 },
    );
    expect(ready).toMatchObject({ type: 'logos', businessNodes: [nodeId], dimension: { width: 1600, height: 1000 } });
  });

  it('refuses a submit naming another partner or an unknown temporary file, creating nothing', async () => {
    const wrong = await as(ssm).post('/api/assets/single-files/brief/create-single-files-from-urls', {
      tempAssetData: [{ _id: libraryId, isFromDam: false, isLink: false, name: 'x.png', url: `assets-temp/${'0'.repeat(24)}/${libraryId}/x.png`, type: 'logos' }],
      nodeIds: [nodeId],
    });
    expect(wrong.status).toBe(404);
    const otherPartner = await as(ssm).post('/api/assets/single-files/brief/create-single-files-from-urls', {
      tempAssetData: [{ _id: libraryId, isFromDam: true, isLink: false, name: 'x.png', url: 'x', type: 'logos' }],
      nodeIds: [nodeId],
      partnerId: 'f'.repeat(24),
    });
    expect(otherPartner.status).toBe(403);
  });

  it('suggests library assets of the required categories on the chosen nodes', async () => {
    const res = await as(admin).get(`/api/assets/single-files/brief/suggested-assets?nodeIds[]=${nodeId}`);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual(expect.arrayContaining([expect.objectContaining({ _id: libraryId, category: 'logos', name: 'suggest-logo.png' })]));
    const elsewhere = await as(other).get(`/api/assets/single-files/brief/suggested-assets?nodeIds[]=${nodeId}`);
    expect(elsewhere.status).toBe(404);
  });

  it('crops a square as a child asset and lists it in the cropper preview', async () => {
    const crop = await as(admin).post('/api/assets/single-files/crop', { id: libraryId, format: 'square', x: 100, y: 0, zoom: 1, isRetina: false });
    expect(crop.status).toBe(201);
    expect(crop.body).toMatchObject({ parentId: libraryId, dimension: { width: 1200, height: 1200 }, crop: { format: 'square', x: 100, y: 0, width: 1000, height: 1000, zoom: 1 } });
    const image = await sharp(Buffer.from(await (await fetch(crop.body.location)).arrayBuffer())).metadata();
    expect([image.width, image.height]).toEqual([1200, 1200]);
    const preview = await as(admin).get(`/api/assets/single-files/${libraryId}/cropper-preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.image).toMatchObject({ id: libraryId, width: 1600, height: 1000, previewWidth: 1600, previewHeight: 1000 });
    expect(preview.body.existingCrops.map((c: { _id: string }) => c._id)).toEqual([crop.body._id]);
    expect(preview.body.recommendedCrops.map((c: { format: string; selected: boolean }) => [c.format, c.selected])).toEqual([
      ['square', false],
      ['vertical', true],
      ['horizontal', false],
    ]);
  });

  it('refuses crop values that are not finite numbers and a crop of another partner', async () => {
    for (const bad of [{ x: '1' }, { zoom: 0 }, { y: null }, { format: 'custom' }]) {
      const res = await as(admin).post('/api/assets/single-files/crop', { id: libraryId, format: 'square', x: 0, y: 0, zoom: 1, ...bad });
      expect(res.status).toBe(422);
    }
    const theirs = await as(other).post('/api/assets/single-files/crop', { id: libraryId, format: 'square', x: 0, y: 0, zoom: 1 });
    expect(theirs.status).toBe(404);
  });

  it(
    'removes the background of a real image with the bundled model: success 1 and a PNG to download',
    async () => {
      const started = await as(admin).post('/api/assets/remove-image-background', { url: libraryId });
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({ success: 0, url: null });
      expect(started.body.key).toMatch(/^assets-temp\/.*-no-background\.png$/);
      const res = await vi.waitFor(
        async () => {
          const got = await as(admin).get(`/api/assets/remove-image-background/result?key=${encodeURIComponent(started.body.key)}`);
          expect(got.body.success).toBe(1);
          return got;
        },
        { timeout: 200_000, interval: 1000 },
      );
      expect(res.body.key).toBe(started.body.key);
      expect((await as(other).get(`/api/assets/remove-image-background/result?key=${encodeURIComponent(started.body.key)}`)).status).toBe(404);
      const download = await fetch(res.body.url);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
      const body = Buffer.from(await download.arrayBuffer());
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', 1600, 1000, 4]);
      const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * 1600 + x) * 4 + 3];
      expect(alphaAt(5, 5)).toBeLessThan(20);
      expect(alphaAt(800, 500)).toBeGreaterThan(200);
    },
    240_000,
  );

  it('an unknown image is not found', async () => {
    const notImage = await as(admin).post('/api/assets/remove-image-background', { url: 'f'.repeat(24) });
    expect(notImage.status).toBe(404);
  });
});
