/**
 * The rest of the asset library (000 7.3): many by ids, folder uploads (folders as parents, files as children) and
 * feeds (check a CSV, then create assets from its rows by fetching their URLs through the SSRF guard). Scope: another
 * partner's assets never appear, nodes the caller may not write are refused.
 */
import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { inject } from 'vitest';
import { assetsRepository } from '@functions/assets/assets-repository';
import { accountOn } from './business-nodes-helpers';
import { call, signIn, type SignedIn } from './client';

let ssm: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let manager: SignedIn;
const token = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
});
const png = (seed: number, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } } }).png().toBuffer();

/** Files the feed tests serve on the one private port the link fetcher may reach in this run. */
const served = new Map<string, Buffer>();
let fixture: Server;
const fileUrl = (name: string) => `http://127.0.0.1:${inject('linkFixturePort')}/${name}`;

beforeAll(async () => {
  [ssm, other, admin, manager] = await Promise.all(['selfservicemanager@demo.test', 'other-admin@demo.test', 'admin@demo.test', 'manager@demo.test'].map((u) => signIn(u)));
  fixture = createServer((req, res) => {
    const body = served.get((req.url ?? '').slice(1));
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => fixture.listen(inject('linkFixturePort'), '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => fixture.close(() => resolve())));

async function settled(who: SignedIn, ids: string[]) {
  return vi.waitFor(
    async () => {
      const res = await as(who).post('/api/assets/single-files/uploads/status', { ids });
      expect(res.body.pendingAssets).toBe(0);
      return res.body;
    },
    { timeout: 60_000, interval: 250 },
  );
}

async function nodeIds() {
  const nodes = (await as(admin).get('/api/business-nodes')).body as { _id: string; name: string; children: unknown[] }[];
  const flat: { _id: string; name: string }[] = [];
  const walk = (list: { _id: string; name: string; children: unknown[] }[]) => list.forEach((n) => (flat.push(n), walk(n.children as never)));
  walk(nodes);
  return (name: string) => flat.find((n) => n.name === name)!._id;
}

describe('GET /assets/single-files/many', () => {
  it('answers the visible assets of the ids in the order asked; unknown, foreign and merged ids are simply absent', async () => {
    const tag = token();
    const mine = await Promise.all(
      [0, 1].map((i) => assetsRepository.create({ partnerId: ssm.user.partnerId, name: `${tag}-${i}.png`, category: 'creatives', mimeType: 'image/png', format: 'png', size: 10, key: `k/${tag}/${i}`, status: 'ready', createdBy: ssm.user.id })),
    );
    const theirs = await assetsRepository.create({ partnerId: other.user.partnerId, name: `${tag}-theirs.png`, category: 'creatives', mimeType: 'image/png', format: 'png', size: 10, key: `k/${tag}/o`, status: 'ready', createdBy: other.user.id });
    const unknown = '0123456789abcdef01234567';
    const res = await as(ssm).get(`/api/assets/single-files/many?ids[]=${mine[1].id}&ids[]=${theirs.id}&ids[]=${unknown}&ids[]=${mine[0].id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((a: { _id: string }) => a._id)).toEqual([mine[1].id, mine[0].id]);
    expect(res.body[0]).toMatchObject({ name: `${tag}-1.png`, status: 'ready', children: 0 });
    const theirView = await as(other).get(`/api/assets/single-files/many?ids=${mine[0].id},${theirs.id}`);
    expect(theirView.body.map((a: { _id: string }) => a._id)).toEqual([theirs.id]);
    // a manager reads the library too (the wizard's picker); an analyst may not
    expect((await as(manager).get(`/api/assets/single-files/many?ids[0]=${mine[0].id}`)).body).toHaveLength(1);
  });

  it('refuses a missing or malformed id list with 422 Wrong params', async () => {
    expect(await as(ssm).get('/api/assets/single-files/many')).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(await as(ssm).get('/api/assets/single-files/many?ids[]=nope')).toMatchObject({ status: 422, body: { details: [expect.objectContaining({ message: 'Must be a 24-character id' })] } });
  });

  it('leaves out assets on nodes the caller may not read', async () => {
    const node = await nodeIds();
    // a reviewer of EMEA only: Germany is theirs, the United States (Americas) is not
    const scoped = await accountOn(ssm.user.partnerId, 'reviewer', [node('EMEA')]);
    const [inside, outside] = await Promise.all(
      [node('Germany'), node('United States')].map((n, i) =>
        assetsRepository.create({ partnerId: ssm.user.partnerId, name: `${token()}-${i}.png`, category: 'creatives', mimeType: 'image/png', format: 'png', size: 10, key: `k/scope/${i}`, status: 'ready', createdBy: admin.user.id, businessNodes: [n] }),
      ),
    );
    const ids = `ids[]=${inside.id}&ids[]=${outside.id}`;
    expect((await as(scoped).get(`/api/assets/single-files/many?${ids}`)).body.map((a: { _id: string }) => a._id)).toEqual([inside.id]);
    expect((await as(admin).get(`/api/assets/single-files/many?${ids}`)).body.map((a: { _id: string }) => a._id)).toEqual([inside.id, outside.id]);
  });
});

describe('POST /assets/single-files/hierarchy (folder upload)', () => {
  async function send(target: { url: string; assetId: string }, body: Buffer, who = ssm) {
    expect((await fetch(target.url, { method: 'PUT', body: new Uint8Array(body) })).status).toBe(200);
    expect((await as(who).post(`/api/assets/single-files/uploads/${target.assetId}/complete`, { parts: [] })).status).toBe(200);
  }

  it('makes the folders parents and the files their children, processed as uploads', async () => {
    const root = token();
    const files = { [`${root}/cover.png`]: await png(11), [`${root}/Social/square.png`]: await png(12), [`${root}/Social/Stories/story.png`]: await png(13) };
    const res = await as(ssm).post(`/api/assets/single-files/hierarchy?uid=batch-1&type=creatives`, {
      files: Object.entries(files).map(([path, body]) => ({ path, size: body.length, type: 'image/png' })),
      tags: [root],
    });
    expect(res.status).toBe(201);
    expect(res.body.uid).toBe('batch-1');
    expect(res.body.folders.map((f: { path: string }) => f.path)).toEqual([root, `${root}/Social`, `${root}/Social/Stories`]);
    for (const u of res.body.uploads) await send(u, files[u.path]);
    await settled(ssm, res.body.uploads.map((u: { assetId: string }) => u.assetId));
    const folder = (path: string) => res.body.folders.find((f: { path: string }) => f.path === path).assetId;
    const top = await as(ssm).get(`/api/assets/single-files/${folder(root)}`);
    expect(top.body).toMatchObject({ name: root, format: 'folder', status: 'ready', url: null, parentId: null, children: 2, tags: [root], isIndependent: false });
    const picker = await as(ssm).get(`/api/assets/single-files?isIndependent=true&archived=false&search=${root}&limit=100`);
    expect(picker.body.results.map((a: { name: string }) => a.name).sort()).toEqual(['cover.png', 'square.png', 'story.png']);
    const level1 = await as(ssm).get(`/api/assets/single-files/list/${folder(root)}?sort=name&direction=asc`);
    expect(level1.body.results.map((a: { name: string; children: number }) => [a.name, a.children])).toEqual([
      ['cover.png', 0],
      ['Social', 2],
    ]);
    const level2 = await as(ssm).get(`/api/assets/single-files/list/${folder(`${root}/Social`)}?sort=name&direction=asc`);
    expect(level2.body.results.map((a: { name: string; status: string; type: string }) => [a.name, a.status, a.type])).toEqual([
      ['square.png', 'ready', 'creatives'],
      ['Stories', 'ready', 'other'],
    ]);
    const story = (await as(ssm).get(`/api/assets/single-files/list/${folder(`${root}/Social/Stories`)}`)).body.results[0];
    expect(story).toMatchObject({ name: 'story.png', status: 'ready', dimension: { width: 64, height: 48 }, parentId: folder(`${root}/Social/Stories`) });
    // the library screen's top level holds the folder, not its children; a search finds a child anywhere
    const topLevel = await as(ssm).get(`/api/assets/single-files?topLevel=true&limit=100&sort=createdAt`);
    expect(topLevel.body.results.map((a: { _id: string }) => a._id)).toContain(folder(root));
    expect(topLevel.body.results.map((a: { _id: string }) => a._id)).not.toContain(story._id);
    expect((await as(ssm).get(`/api/assets/single-files?search=story.png&limit=100`)).body.results.map((a: { _id: string }) => a._id)).toContain(story._id);
    // another partner sees none of it
    expect((await as(other).get(`/api/assets/single-files/${folder(root)}`)).status).toBe(404);
    expect((await as(other).get(`/api/assets/single-files/many?ids[]=${folder(root)}&ids[]=${story._id}`)).body).toEqual([]);
  });

  it.each([
    ['an absolute path', '/etc/passwd'],
    ['a parent part', 'a/../b.png'],
    ['an empty part', 'a//b.png'],
    ['a control character', 'a/b\u202e.png'],
    ['too deep', `${Array.from({ length: 11 }, (_, i) => `d${i}`).join('/')}/x.png`],
  ])('refuses %s with its message and makes nothing', async (_what, path) => {
    const before = (await assetsRepository.listByPartner(ssm.user.partnerId)).length;
    const res = await as(ssm).post('/api/assets/single-files/hierarchy', { files: [{ path, size: 3 }] });
    expect(res).toMatchObject({ status: 422, body: { details: [expect.objectContaining({ message: 'Folder paths must be relative, at most 10 folders deep, without empty, . or .. parts' })] } });
    expect((await assetsRepository.listByPartner(ssm.user.partnerId)).length).toBe(before);
  });

  it('refuses more than 50 files and a file over 2 GB with the spec messages, and a node the caller may not write', async () => {
    const many = await as(ssm).post('/api/assets/single-files/hierarchy', { files: Array.from({ length: 51 }, (_, i) => ({ path: `f/${i}.png`, size: 1 })) });
    expect(many).toMatchObject({ status: 422, body: { details: [expect.objectContaining({ message: "You can't upload more than 50 files at once" })] } });
    const big = await as(ssm).post('/api/assets/single-files/hierarchy', { files: [{ path: 'f/big.mp4', size: 2_147_483_649 }] });
    expect(big).toMatchObject({ status: 422, body: { details: [expect.objectContaining({ message: 'This asset couldn’t be uploaded because it exceeds the 2GB limit' })] } });
    const foreign = await as(ssm).post('/api/assets/single-files/hierarchy', { files: [{ path: 'f/a.png', size: 1 }], nodeIds: ['0123456789abcdef01234567'] });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Business node was not found' } });
    expect((await as(manager).post('/api/assets/single-files/hierarchy', { files: [{ path: 'f/a.png', size: 1 }] })).status).toBe(403);
  });
});

describe('feeds', () => {
  const check = (content: string, fileName = 'feed.csv') => as(ssm).post('/api/assets/single-files/feeds/check', { fileName, content });

  it('checks a feed: each row with its problems in the spec forms (row = index + 2), valid rows counted', async () => {
    const node = await nodeIds();
    const csv = [
      'Name,URL,Category,Tags,Nodes',
      'Hero,https://cdn.example.com/hero.jpg,creatives,summer;hero,Germany',
      ',https://cdn.example.com/x.jpg,,,',
      'Bad url,ftp://cdn.example.com/y.jpg,,,',
      'Wrong category,https://cdn.example.com/z.jpg,banners,,',
      'Unknown node,https://cdn.example.com/w.jpg,,,Atlantis',
      'Dup,https://cdn.example.com/hero.jpg,,,',
      // refused by the fetch whatever DNS says: said at check time already
      'Metadata,http://169.254.169.254/latest/meta-data,,,',
      'Loopback,http://127.0.0.1:22/key.png,,,',
      'Local name,http://localhost/a.png,,,',
    ].join('\r\n');
    const res = await check(csv);
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(res.body.validRows).toBe(1);
    expect(res.body.rows.map((r: { row: number; errors: string[] }) => [r.row, r.errors])).toEqual([
      [2, []],
      [3, ['Upload failed. Please make sure you have included all required values (column "name", row 3).']],
      [4, ['Upload failed. Check column ["url"] (rows: [4])']],
      [5, ['Upload failed. Check column ["category"] (rows: [5])']],
      [6, ['Upload failed. Check column ["nodes"] (rows: [6])']],
      [7, ['Upload failed. Check column ["url"] (rows: [7])']],
      [8, ['Upload failed. Check column ["url"] (rows: [8])']],
      [9, ['Upload failed. Check column ["url"] (rows: [9])']],
      [10, ['Upload failed. Check column ["url"] (rows: [10])']],
    ]);
    expect(res.body.rows[0]).toMatchObject({ name: 'Hero', category: 'creatives', tags: ['summer', 'hero'], nodeIds: [node('Germany')] });
    expect(res.body.columnErrors).toEqual(['Upload failed. Check column ["url"] (rows: [4,7,8,9,10])', 'Upload failed. Check column ["category"] (rows: [5])', 'Upload failed. Check column ["nodes"] (rows: [6])']);
  });

  it('reports missing and unknown columns and an empty feed for the whole file', async () => {
    expect((await check('title,link\nA,https://x.example/a.png')).body).toMatchObject({
      errors: ['Upload failed. CSV is missing the following columns: ["name","url"].', 'Upload failed. Check column names ["title","link"] (rows: [1])'],
      validRows: 0,
    });
    expect((await check('name,url\n')).body).toMatchObject({ errors: ['Upload failed. The feed has no rows.'], validRows: 0 });
    const tooMany = ['name,url', ...Array.from({ length: 51 }, (_, i) => `a${i},https://x.example/${i}.png`)].join('\n');
    expect((await check(tooMany)).body.errors).toEqual(["You can't upload more than 50 files at once"]);
  });

  it('refuses a file that is not CSV', async () => {
    expect(await check('name,url', 'feed.xlsx')).toMatchObject({ status: 422, body: { details: [expect.objectContaining({ message: 'Upload failed. The feed must be a CSV file.' })] } });
  });

  it('creates assets from the checked rows: fetched, processed by the library job, on the nodes; a failing URL fails its row alone', async () => {
    const node = await nodeIds();
    const tag = token();
    served.set(`${tag}-a.png`, await png(21));
    served.set(`${tag}-b`, await png(22));
    served.set(`${tag}-fake.png`, Buffer.from('not an image at all'));
    const report = await check(
      ['name,url,category,tags,nodes', `${tag} A.png,${fileUrl(`${tag}-a.png`)},logos,${tag},France`, `${tag} B,${fileUrl(`${tag}-b`)},,,`, `${tag} C.png,${fileUrl(`${tag}-missing.png`)},,,`, `${tag} D.png,${fileUrl(`${tag}-fake.png`)},,,`].join('\n'),
    );
    expect(report.body.validRows).toBe(4);
    const res = await as(ssm).post('/api/assets/single-files/feeds', { nodeIds: [node('Germany')], assets: report.body.rows });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ createdAssets: 2, failedAssets: 2 });
    expect(res.body.assets.map((a: { row: number; error: string | null }) => [a.row, a.error])).toEqual([
      [2, null],
      [3, null],
      [4, `An error ocurred during ${tag} C.png asset uploading`],
      [5, 'Invalid file format'],
    ]);
    const ids = res.body.assets.filter((a: { assetId: string | null }) => a.assetId).map((a: { assetId: string }) => a.assetId);
    await settled(ssm, ids);
    const [a, b] = (await as(ssm).get(`/api/assets/single-files/many?ids[]=${ids[0]}&ids[]=${ids[1]}`)).body;
    expect(a).toMatchObject({ name: `${tag} A.png`, type: 'logos', status: 'ready', tags: [tag], isLink: true, businessNodes: [node('Germany'), node('France')], dimension: { width: 64, height: 48 } });
    // no extension in the name: the content's
    expect(b).toMatchObject({ name: `${tag} B.png`, type: 'creatives', status: 'ready', mimeType: 'image/png', businessNodes: [node('Germany')] });
    expect((await as(other).get(`/api/assets/single-files/many?ids[]=${ids[0]}`)).body).toEqual([]);
  });

  it('fetches nothing private and refuses bad rows and foreign nodes before creating anything', async () => {
    const before = (await assetsRepository.listByPartner(ssm.user.partnerId)).length;
    const privateUrl = await as(ssm).post('/api/assets/single-files/feeds', { assets: [{ name: 'meta.png', url: 'http://169.254.169.254/latest/meta-data' }] });
    expect(privateUrl.body.assets[0]).toMatchObject({ assetId: null, error: 'Please enter a valid URL' });
    expect(await as(ssm).post('/api/assets/single-files/feeds', { assets: [{ name: 'x.png', url: 'javascript:alert(1)' }] })).toMatchObject({
      status: 422,
      body: { details: [expect.objectContaining({ message: 'Please enter a valid URL' })] },
    });
    expect(await as(ssm).post('/api/assets/single-files/feeds', { assets: [] })).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect(await as(ssm).post('/api/assets/single-files/feeds', { nodeIds: ['0123456789abcdef01234567'], assets: [{ name: 'x.png', url: fileUrl('x.png') }] })).toMatchObject({
      status: 404,
      body: { message: 'Business node was not found' },
    });
    expect((await assetsRepository.listByPartner(ssm.user.partnerId)).length).toBe(before);
    expect((await as(manager).post('/api/assets/single-files/feeds/check', { fileName: 'f.csv', content: 'name,url' })).status).toBe(403);
  });
});
