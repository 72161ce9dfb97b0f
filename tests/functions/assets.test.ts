/**
 * Asset library (000 7.3): uploads through presigned URLs into fauxqs (single PUT and multipart), processing by the
 * real queue (type from content, hash, merge, thumbnail, unzip), the library list and edits, tenant isolation, and
 * SVG never served inline.
 */
import sharp from 'sharp';
import { zipSync } from 'fflate';
import { assetsRepository } from '@functions/assets/assets-repository';
import { ASSET_MAX_BYTES } from '@shared/constants';
import { call, signIn, type SignedIn } from './client';

let ssm: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let manager: SignedIn;
const token = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  [ssm, other, admin, manager] = await Promise.all([
    signIn('selfservicemanager@demo.test'),
    signIn('other-admin@demo.test'),
    signIn('admin@demo.test'),
    signIn('manager@demo.test'),
  ]);
});

const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
  patch: (path: string, body?: unknown) => call('PATCH', path, { cookie: who.cookie, csrf: who.csrf, body }),
  put: (path: string, body: unknown) => call('PUT', path, { cookie: who.cookie, csrf: who.csrf, body }),
});

const png = (seed: number, width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } } }).png().toBuffer();

/** Starts, sends (single PUT or parts) and completes one upload as the browser does; answers the asset id. */
async function upload(who: SignedIn, name: string, content: Buffer, extra: Record<string, unknown> = {}): Promise<string> {
  const start = await as(who).post('/api/assets/single-files/uploads', { files: [{ name, size: content.length, type: 'application/octet-stream' }], ...extra });
  expect(start.status).toBe(201);
  const [target] = start.body.uploads;
  const parts: { partNumber: number; etag: string }[] = [];
  if (target.url) {
    expect((await fetch(target.url, { method: 'PUT', body: new Uint8Array(content) })).status).toBe(200);
  } else {
    for (const part of target.parts) {
      const chunk = content.subarray((part.partNumber - 1) * target.partSize, part.partNumber * target.partSize);
      const res = await fetch(part.url, { method: 'PUT', body: new Uint8Array(chunk) });
      expect(res.status).toBe(200);
      parts.push({ partNumber: part.partNumber, etag: res.headers.get('etag')! });
    }
  }
  const done = await as(who).post(`/api/assets/single-files/uploads/${target.assetId}/complete`, { parts });
  expect(done.status).toBe(200);
  return target.assetId;
}

/** Waits for the queue job to settle the upload; answers the batch status. */
async function settled(who: SignedIn, ids: string[]) {
  return vi.waitFor(
    async () => {
      const res = await as(who).post('/api/assets/single-files/uploads/status', { ids });
      expect(res.status).toBe(200);
      expect(res.body.pendingAssets).toBe(0);
      return res.body;
    },
    { timeout: 60_000, interval: 250 },
  );
}

describe('upload and processing', () => {
  it('a PNG goes to storage by a presigned PUT, is processed by the queue with dimensions and a thumbnail, under the single-files layout', async () => {
    const name = `${token()}.png`;
    const id = await upload(ssm, name, await png(1));
    const status = await settled(ssm, [id]);
    expect(status).toMatchObject({ uploadedAssets: 1, mergedAssets: 0, failedAssets: 0 });
    const res = await as(ssm).get(`/api/assets/single-files/${id}`);
    expect(res.body).toMatchObject({ _id: id, name, status: 'ready', format: 'png', mimeType: 'image/png', type: 'creatives', dimension: { width: 640, height: 480 } });
    expect(res.body.hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await assetsRepository.get(id);
    expect(stored!.key).toBe(`assets/single-files/image/png/${res.body.hash}/${name}`);
    const thumb = await fetch(res.body.thumbLocation);
    expect(thumb.status).toBe(200);
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 500, height: 375 });
  });

  it('the same content uploaded twice is merged, not stored twice (uploadedAssets and mergedAssets)', async () => {
    const content = await png(2);
    const first = await upload(ssm, `${token()}.png`, content);
    await settled(ssm, [first]);
    const second = await upload(ssm, `${token()}-copy.png`, content);
    const status = await settled(ssm, [first, second]);
    expect(status).toMatchObject({ uploadedAssets: 1, mergedAssets: 1 });
    expect(status.assets.find((a: { _id: string }) => a._id === second)).toMatchObject({ status: 'merged', mergedInto: first });
    const hash = status.assets.find((a: { _id: string }) => a._id === first).hash;
    const list = await as(ssm).get(`/api/assets/single-files?limit=100&search=${encodeURIComponent(status.assets[0].name.split('.')[0])}`);
    expect(list.body.results.map((a: { _id: string }) => a._id)).not.toContain(second);
    expect((await assetsRepository.listByPartner(ssm.user.partnerId)).filter((a) => a.hash === hash && a.status === 'ready')).toHaveLength(1);
  });

  it('a renamed executable posing as PNG is refused from its content and marked failed', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(4096, 1)]);
    const id = await upload(ssm, `${token()}.png`, elf);
    const status = await settled(ssm, [id]);
    expect(status).toMatchObject({ uploadedAssets: 0, failedAssets: 1 });
    expect(status.assets[0]).toMatchObject({ status: 'failed', error: 'Invalid file format', url: null });
  });

  it('a large file goes in parts (multipart) and completes', async () => {
    const content = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(20 * 1024 * 1024, 7)]);
    const id = await upload(ssm, `${token()}.mp4`, content);
    await settled(ssm, [id]);
    expect(await assetsRepository.get(id)).toMatchObject({ status: 'ready', mimeType: 'video/mp4', size: content.length });
  });

  it('refuses a file over 2 GB and a batch over 50 with the spec messages, creating nothing', async () => {
    const name = `${token()}.mp4`;
    const big = await as(ssm).post('/api/assets/single-files/uploads', { files: [{ name, size: ASSET_MAX_BYTES + 1 }] });
    expect(big).toMatchObject({ status: 422, body: { details: [expect.objectContaining({ message: 'This asset couldn’t be uploaded because it exceeds the 2GB limit' })] } });
    const many = await as(ssm).post('/api/assets/single-files/uploads', { files: Array.from({ length: 51 }, (_, i) => ({ name: `${name}-${i}.png`, size: 10 })) });
    expect(many).toMatchObject({ status: 422, body: { details: [expect.objectContaining({ message: "You can't upload more than 50 files at once" })] } });
    expect((await assetsRepository.listByPartner(ssm.user.partnerId)).filter((a) => a.name.startsWith(name))).toHaveLength(0);
  });

  it('a zip opens into a parent with children', async () => {
    const zip = Buffer.from(zipSync({ 'inner/logo-main.png': await png(3, 100, 100), 'notes.txt': Buffer.from('hello'), '__MACOSX/x': Buffer.from('x') }));
    const id = await upload(ssm, `${token()}.zip`, zip);
    await settled(ssm, [id]);
    // the parent settles only once its children exist
    const list = await as(ssm).get(`/api/assets/single-files/list/${id}`);
    expect(list.body.total).toBe(2);
    const children = list.body.results;
    expect(children.map((c: { name: string; type: string; status: string }) => [c.name, c.type, c.status]).sort()).toEqual([
      ['logo-main.png', 'logos', 'ready'],
      ['notes.txt', 'other', 'ready'],
    ]);
    expect((await as(ssm).get(`/api/assets/single-files/${id}`)).body).toMatchObject({ status: 'ready', children: 2, format: 'zip' });
  });

  it('an SVG is never served inline: its link downloads as an attachment with a neutral type, sandboxed', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script><rect width="40" height="20"/></svg>');
    const id = await upload(ssm, `${token()}.svg`, svg);
    await settled(ssm, [id]);
    const asset = (await as(ssm).get(`/api/assets/single-files/${id}`)).body;
    expect(asset).toMatchObject({ status: 'ready', mimeType: 'image/svg+xml', dimension: { width: 40, height: 20 } });
    const res = await fetch(asset.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toBe(svg.toString());
  });
});

describe('library list, edits and scope', () => {
  async function seedAssets(tag: string, n: number, nodes: string[] = []) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const a = await assetsRepository.create({
        partnerId: ssm.user.partnerId, name: `${tag}-${String(i).padStart(2, '0')}.${i % 2 ? 'png' : 'jpg'}`, category: 'creatives',
        mimeType: i % 2 ? 'image/png' : 'image/jpeg', format: i % 2 ? 'png' : 'jpg', size: 100 + i, key: `k/${tag}/${i}`, status: 'ready',
        createdBy: ssm.user.id, businessNodes: nodes, tags: [tag],
      });
      ids.push(a.id);
    }
    return ids;
  }

  it('searches, filters by format, pages (0-based) with total, and sorts newest first by default', async () => {
    const tag = token();
    const ids = await seedAssets(tag, 7);
    const page0 = await as(ssm).get(`/api/assets/single-files?search=${tag}&limit=3&page=0`);
    expect(page0.body.total).toBe(7);
    expect(page0.body.results.map((a: { _id: string }) => a._id)).toEqual([ids[6], ids[5], ids[4]]);
    const page2 = await as(ssm).get(`/api/assets/single-files?search=${tag}&limit=3&page=2`);
    expect(page2.body.results.map((a: { _id: string }) => a._id)).toEqual([ids[0]]);
    const pngs = await as(ssm).get(`/api/assets/single-files?search=${tag}&format[]=png&limit=10`);
    expect(pngs.body.total).toBe(3);
    const byName = await as(ssm).get(`/api/assets/single-files?search=${tag}&sort=name&direction=asc&limit=2&assetsToExclude[0]=${ids[0]}`);
    expect(byName.body.results.map((a: { name: string }) => a.name)).toEqual([`${tag}-01.png`, `${tag}-02.jpg`]);
    expect((await as(ssm).get('/api/assets/single-files/formats')).body).toEqual(expect.arrayContaining(['jpg', 'png']));
  });

  it('archives, unarchives, edits name and tags, bulk-updates; the picker query leaves archived assets out', async () => {
    const tag = token();
    const [a, b] = await seedAssets(tag, 2);
    expect((await as(ssm).patch(`/api/assets/single-files/${a}/archive`)).body).toMatchObject({ archived: true });
    const picker = await as(ssm).get(`/api/assets/single-files?search=${tag}&archived=false&isIndependent=true&page=0&limit=10`);
    expect(picker.body.results.map((x: { _id: string }) => x._id)).toEqual([b]);
    expect((await as(ssm).patch(`/api/assets/single-files/${a}/unarchive`)).body).toMatchObject({ archived: false });
    const edited = await as(ssm).patch(`/api/assets/single-files/${a}`, { name: `${tag} renamed`, tags: ['brand', tag] });
    expect(edited).toMatchObject({ status: 200, body: { name: `${tag} renamed`, tags: ['brand', tag] } });
    expect((await as(ssm).patch(`/api/assets/single-files/${a}`, { name: '   ' })).status).toBe(422);
    const bulk = await as(ssm).patch('/api/assets/single-files', [{ _id: a, type: 'logos' }, { _id: b, archived: true }]);
    expect(bulk.status).toBe(200);
    expect(await assetsRepository.getMany([a, b])).toEqual(expect.arrayContaining([expect.objectContaining({ id: a, category: 'logos' }), expect.objectContaining({ id: b, archived: true })]));
  });

  it('sets business and additional nodes the caller may write; other nodes are refused', async () => {
    const tag = token();
    const [a] = await seedAssets(tag, 1);
    const nodes = (await as(admin).get('/api/business-nodes')).body as { _id: string; name: string; children: unknown[] }[];
    const flat: { _id: string; name: string }[] = [];
    const walk = (list: { _id: string; name: string; children: unknown[] }[]) => list.forEach((n) => (flat.push(n), walk(n.children as never)));
    walk(nodes);
    const germany = flat.find((n) => n.name === 'Germany')!._id;
    const france = flat.find((n) => n.name === 'France')!._id;
    const res = await as(admin).put(`/api/assets/single-files/${a}/business-nodes`, { businessNodes: [germany], additionalNodes: [france] });
    expect(res.body).toMatchObject({ businessNodes: [germany], additionalNodes: [france], nodeIds: [germany, france] });
    expect((await as(ssm).get(`/api/assets/single-files?nodeIds[]=${france}&search=${tag}`)).body.total).toBe(1);
    expect((await as(admin).put(`/api/assets/single-files/${a}/business-nodes`, { businessNodes: ['0123456789abcdef01234567'] })).status).toBe(404);
  });

  it("another partner's admin neither sees nor changes the partner's assets", async () => {
    const tag = token();
    const [a] = await seedAssets(tag, 1);
    expect((await as(other).get(`/api/assets/single-files/${a}`))).toMatchObject({ status: 404, body: { message: 'Single file not found' } });
    expect((await as(other).get(`/api/assets/single-files?search=${tag}`)).body.total).toBe(0);
    expect((await as(other).patch(`/api/assets/single-files/${a}/archive`)).status).toBe(404);
    expect((await as(other).patch('/api/assets/single-files', [{ _id: a, name: 'taken' }])).status).toBe(404);
    expect(await assetsRepository.get(a)).toMatchObject({ archived: false, name: `${tag}-00.jpg` });
  });

  it('a manager reads the picker but may not upload', async () => {
    expect((await as(manager).get('/api/assets/single-files?archived=false&isIndependent=true')).status).toBe(200);
    expect((await as(manager).post('/api/assets/single-files/uploads', { files: [{ name: 'a.png', size: 1 }] })).status).toBe(403);
  });

  it('moves assets in a business-node migration and counts them in the check', async () => {
    // under Americas: the tree tests read EMEA's write-allowed nodes exactly
    const nodes = (await as(admin).get('/api/business-nodes')).body as { _id: string; name: string; children: unknown[] }[];
    const flat: { _id: string; name: string }[] = [];
    const walk = (list: { _id: string; name: string; children: unknown[] }[]) => list.forEach((n) => (flat.push(n), walk(n.children as never)));
    walk(nodes);
    const from = await as(admin).post('/api/business-nodes', { name: token(), type: 'market', parentId: flat.find((n) => n.name === 'Americas')!._id });
    const to = await as(admin).post('/api/business-nodes', { name: token(), type: 'market', parentId: flat.find((n) => n.name === 'Americas')!._id });
    expect([from.status, to.status]).toEqual([201, 201]);
    const tag = token();
    const ids = await seedAssets(tag, 2, [from.body._id]);
    const check = await as(admin).post(`/api/business-nodes/${from.body._id}/check-for-migration-conflicts`, { targetNodeId: to.body._id });
    expect(check.body.counts.assets).toBe(2);
    const moved = await as(admin).post(`/api/business-nodes/${from.body._id}/migrate-assets-to`, { targetNodeId: to.body._id });
    expect(moved).toMatchObject({ status: 200, body: { moved: 2 } });
    expect((await assetsRepository.getMany(ids)).map((a) => a.businessNodes)).toEqual([[to.body._id], [to.body._id]]);
  });
});
