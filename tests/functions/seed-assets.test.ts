/**
 * The embedded default's first start fills Demo Agency's asset library (infra/local/seed-assets.ts) through the
 * processing steps: ready files with their content types, thumbnails and dimensions, suggested in the brief for the
 * brand's markets, carried by the sent seeded concepts; a restart adds none.
 */
import sharp from 'sharp';
import { assetsRepository } from '@functions/assets/assets-repository';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { DEMO_ASSETS, seedAssets } from '@infra/local/seed-assets';
import { as } from './business-nodes-helpers';
import { signIn, type SignedIn } from './client';

let ssm: SignedIn;

beforeAll(async () => {
  ssm = await signIn('selfservicemanager@demo.test');
});

const seeded = async () => (await assetsRepository.listByPartner(ssm.user.partnerId)).filter((a) => DEMO_ASSETS.some((d) => d.name === a.name) && !a.parentId);

describe('seeded asset library', () => {
  it('lists the brand files as ready assets, typed from their content, with thumbnails of the images', async () => {
    const res = await as(ssm).get('/api/assets/single-files?search=sparkle&limit=50');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.results.map((a: { name: string; type: string; mimeType: string; status: string }) => [a.name, [a.type, a.mimeType, a.status]]));
    expect(byName).toMatchObject({
      'Sparkle Zero brand guidelines.pdf': ['brands', 'application/pdf', 'ready'],
      'Sparkle Zero logo.svg': ['logos', 'image/svg+xml', 'ready'],
      'Sparkle Zero logo.png': ['logos', 'image/png', 'ready'],
      'Sparkle Zero summer key visual.jpg': ['creatives', 'image/jpeg', 'ready'],
    });
    expect(res.body.results.find((a: { name: string }) => a.name === 'Sparkle Zero logo.png').dimension).toEqual({ width: 1000, height: 1000 });
    const thumb = res.body.results.find((a: { name: string }) => a.name === 'Sparkle Zero summer key visual.jpg').thumbLocation;
    const meta = await sharp(Buffer.from(await (await fetch(thumb)).arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 500, 313]);
    expect((await seeded()).find((a) => a.name === 'Poppins Bold.woff2')).toMatchObject({ category: 'fonts', mimeType: 'font/woff2', status: 'ready' });
  });

  it("suggests the brand's guidelines, typeface and logos in the brief of a Sparkle Zero market", async () => {
    const nodes = await businessNodesRepository.listByPartner(ssm.user.partnerId);
    const germany = nodes.find((n) => n.type === 'market' && n.name === 'Germany')!;
    const res = await as(ssm).get(`/api/assets/single-files/brief/suggested-assets?nodeIds[]=${germany.id}`);
    expect(res.status).toBe(200);
    const names = res.body.results.map((a: { category: string; name: string }) => `${a.category}: ${a.name}`);
    expect(names).toEqual(expect.arrayContaining(['brands: Sparkle Zero brand guidelines.pdf', 'fonts: Poppins Bold.woff2', 'logos: Sparkle Zero logo.png', 'logos: Sparkle Zero logo.svg']));
  });

  it('gives the sent seeded concepts the library files, and none to the draft', async () => {
    const concepts = await conceptsRepository.listByPartner(ssm.user.partnerId);
    const files = (name: string) => concepts.find((c) => c.name === name)!.brief.assets.map((a) => [a.type, a.name, a.isFromDam]);
    expect(files('Sparkle Zero Summer Launch')).toEqual(expect.arrayContaining([['brands', 'Sparkle Zero brand guidelines.pdf', true], ['fonts', 'Poppins Bold.woff2', true], ['logos', 'Sparkle Zero logo.png', true]]));
    expect(files('Sparkle Zero Winter Warmers')).toEqual([]);
  });

  it('seeding again adds nothing', async () => {
    const before = (await seeded()).map((a) => a.id).sort();
    expect(before).toHaveLength(DEMO_ASSETS.length);
    const nodes = await businessNodesRepository.listByPartner(ssm.user.partnerId);
    const again = await seedAssets(ssm.user.partnerId, nodes, ssm.user.id);
    expect(again.map((a) => a._id).sort()).toEqual(before);
    expect((await seeded()).map((a) => a.id).sort()).toEqual(before);
  });
});
