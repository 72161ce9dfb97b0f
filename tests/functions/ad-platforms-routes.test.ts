/**
 * The ad platforms' read routes (001 7) through the gateway, against the embedded simulator with the seeded publishing
 * settings: each route's answer, settings inherited from an ancestor node, a node without the setting, the platforms'
 * errors as clear 4xx (never a 500, never a token), and tenant isolation (another partner's node or Meta campaign).
 */
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { SIM_META_TOKEN, SIM_TOKENS } from '@infra/local/ad-platforms-simulator/accounts';
import { call, signIn, type SignedIn } from './client';

let demo: SignedIn;
let other: SignedIn;
let reviewer: SignedIn;
const node: Record<string, string> = {};

beforeAll(async () => {
  [demo, other, reviewer] = await Promise.all([signIn('selfserviceadmin@demo.test'), signIn('other-admin@demo.test'), signIn('reviewer@demo.test')]);
  for (const partner of ['Demo Agency', 'Other Client']) {
    const { id } = (await partnersRepository.findByName(partner))!;
    for (const n of await businessNodesRepository.listByPartner(id)) node[n.name] ??= n.id;
  }
  // a node under Germany without settings of its own: it reads Germany's
  const demoId = (await partnersRepository.findByName('Demo Agency'))!.id;
  node.Berlin = (await businessNodesRepository.create({ partnerId: demoId, parentId: node.Germany, name: `Berlin ${Date.now()}`, type: 'market' })).id;
});

const sim = () => process.env.AD_PLATFORMS_SIMULATOR_URL!;
async function fault(token: string, kind: 'expired' | 'rate-limit') {
  await fetch(`${sim()}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, fault: kind }) });
}
afterEach(async () => {
  await fetch(`${sim()}/__simulator/faults`, { method: 'DELETE' });
});

const get = (who: SignedIn, path: string) => call('GET', `/api${path}`, { cookie: who.cookie });
const names = (body: { name?: string; displayName?: string }[]) => body.map((i) => i.name ?? i.displayName);

describe('Meta', () => {
  it("answers the campaigns of a node's Meta ad account, a node below inheriting it, and says when there is none", async () => {
    expect(names((await get(demo, `/facebook/${node.Germany}/campaigns`)).body)).toEqual(['Sparkle Zero Summer DE', 'Sparkle Zero Summer FR', 'Sparkle Zero Spring DE (ended)']);
    expect(names((await get(demo, `/facebook/${node.Berlin}/campaigns`)).body)).toHaveLength(3);
    expect(names((await get(demo, `/facebook/${node['United States']}/campaigns`)).body)).toEqual(['Sparkle Zero Summer US']);
    expect(await get(demo, `/facebook/${node.EMEA}/campaigns`)).toMatchObject({ status: 422, body: { message: 'The publishing settings of this business node have no Meta ad account' } });
  });

  it("answers a campaign's ad sets, and refuses another partner's campaign as it refuses an unknown one", async () => {
    const adSets = await get(demo, '/facebook/campaign/120210000000000102/adsets');
    expect(adSets.status).toBe(200);
    expect(adSets.body).toEqual([
      { id: '120210000000001021', campaign_id: '120210000000000102', name: 'FR Fitness 18-34', status: 'ACTIVE', effective_status: 'ACTIVE' },
      { id: '120210000000001022', campaign_id: '120210000000000102', name: 'FR Students 18-24', status: 'ACTIVE', effective_status: 'ACTIVE' },
    ]);
    const others = await get(demo, '/facebook/campaign/120210000000000901/adsets');
    expect(others).toMatchObject({ status: 422, body: { message: "Meta has no campaign 120210000000000901 that the publishing settings can read. Check the business node's publishing settings." } });
    expect((await get(demo, '/facebook/campaign/120219999999999999/adsets')).body.message).toBe("Meta has no campaign 120219999999999999 that the publishing settings can read. Check the business node's publishing settings.");
    expect(names((await get(other, '/facebook/campaign/120210000000000901/adsets')).body)).toEqual(['ES Hikers 25-54']);
  });

  it("refuses another partner's node as not found", async () => {
    expect(await get(other, `/facebook/${node.Germany}/campaigns`)).toMatchObject({ status: 404, body: { message: 'Business node was not found' } });
    expect(names((await get(other, `/facebook/${node['Trail Shoes']}/campaigns`)).body)).toEqual(['Trail Shoes Autumn ES']);
  });

  it('an expired Meta token is a 422 saying what to do, a rate limit 429 with Retry-After, neither with a token', async () => {
    await fault(SIM_META_TOKEN, 'expired');
    const expired = await get(demo, `/facebook/${node.Germany}/campaigns`);
    expect(expired).toMatchObject({ status: 422, body: { kind: 'UNPROCESSABLE_ENTITY', message: "Meta refused the token of the publishing settings: it is invalid or has expired. Enter a new one in the business node's publishing settings." } });
    await fault(SIM_META_TOKEN, 'rate-limit');
    const limited = await get(demo, `/facebook/${node.Germany}/campaigns`);
    expect(limited).toMatchObject({ status: 429, body: { message: 'Too Many Requests' } });
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(JSON.stringify([expired.body, limited.body])).not.toContain('sim-');
  });
});

describe('DV360', () => {
  it("answers an advertiser's campaigns and line items (all, or of the named campaigns) with the node's token", async () => {
    expect(names((await get(demo, `/dv360/4455667/campaigns?nodeId=${node.France}`)).body)).toEqual(['Sparkle Zero Summer Display', 'Sparkle Zero Summer Video', 'Sparkle Zero Winter (draft)']);
    expect((await get(demo, `/dv360/4455667/lineitems?nodeId=${node.France}`)).body).toHaveLength(5);
    const some = await get(demo, `/dv360/4455667/lineitems?nodeId=${node.France}&campaignIds=31000002,31000003`);
    expect(some.body.map((l: { lineItemId: string }) => l.lineItemId)).toEqual(['51000004', '51000005']);
  });

  it("refuses another partner's advertiser (the node's token has no role on it), a node without a token, and a bad id", async () => {
    expect(await get(demo, `/dv360/7788990/campaigns?nodeId=${node.Germany}`)).toMatchObject({ status: 422, body: { message: "Display & Video 360 has no advertiser 7788990 that the publishing settings can read. Check the business node's publishing settings." } });
    expect(await get(demo, `/dv360/4455667/campaigns?nodeId=${node.Beverages}`)).toMatchObject({ status: 422, body: { message: 'The publishing settings of this business node have no DV360 token' } });
    expect(await get(demo, `/dv360/4455667/campaigns?nodeId=${node['Trail Shoes']}`)).toMatchObject({ status: 404, body: { message: 'Business node was not found' } });
    expect((await get(demo, `/dv360/not-an-id/campaigns?nodeId=${node.France}`)).status).toBe(422);
    expect((await get(demo, '/dv360/4455667/campaigns')).status).toBe(422);
  });

  it('an expired token is a 422, a rate limit a 429', async () => {
    await fault(SIM_TOKENS.demoGoogle, 'expired');
    expect((await get(demo, `/dv360/4455667/lineitems?nodeId=${node.France}`)).body.message).toMatch(/^Display & Video 360 refused the token/);
    await fault(SIM_TOKENS.demoGoogle, 'rate-limit');
    expect((await get(demo, `/dv360/4455667/lineitems?nodeId=${node.France}`)).status).toBe(429);
  });
});

describe('the ad server lookups (Campaign Manager 360)', () => {
  it.each([
    ['campaigns', ['Sparkle Zero Back to School', 'Sparkle Zero Summer Launch']],
    ['sites', ['news-daily.example', 'recipes-hub.example', 'sports-live.example']],
    ['mobile_carriers', ['Deutsche Telekom', 'Vodafone', 'Orange', 'Verizon']],
    ['operating_systems', ['Windows', 'macOS', 'Android', 'iOS']],
    ['browsers', ['Chrome', 'Firefox', 'Safari', 'Microsoft Edge']],
    ['connection_types', ['Broadband', 'Mobile']],
    ['platform_types', ['Desktop', 'Smartphone', 'Tablet', 'Connected TV']],
    ['languages', ['German', 'English', 'French', 'Spanish']],
  ])('GET /google/%s answers the list of the node network', async (list, expected) => {
    const res = await get(demo, `/google/${list}?nodeId=${node.Germany}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.body.every((i: { id: string }) => /^\d+$/.test(i.id))).toBe(true);
  });

  it("searches campaigns and sites by name, each partner sees its own network's, and the node must be configured", async () => {
    expect(names((await get(demo, `/google/sites?nodeId=${node.Germany}&searchString=sport`)).body)).toEqual(['sports-live.example']);
    expect(names((await get(demo, `/google/campaigns?nodeId=${node.Germany}&advertiserId=8012346`)).body)).toEqual(['Sparkle Classic Always On']);
    expect(names((await get(other, `/google/sites?nodeId=${node.Spain}`)).body)).toEqual(['outdoor-mag.example']);
    expect(await get(demo, `/google/browsers?nodeId=${node.Beverages}`)).toMatchObject({ status: 422, body: { message: 'The publishing settings of this business node have no DCM network id' } });
    expect((await get(other, `/google/browsers?nodeId=${node.Germany}`)).status).toBe(404);
  });
});

describe('Google Ads', () => {
  it("answers the node's customer's campaigns and a campaign's ad groups", async () => {
    const campaigns = await get(demo, `/google-ads/campaigns?nodeId=${node.Berlin}`);
    expect(campaigns.body).toEqual([
      { id: '21000000001', name: 'Sparkle Zero Responsive Display', status: 'ENABLED', advertisingChannelType: 'DISPLAY' },
      { id: '21000000002', name: 'Sparkle Zero Remarketing', status: 'PAUSED', advertisingChannelType: 'DISPLAY' },
    ]);
    expect(names((await get(demo, `/google-ads/campaign/21000000002/adgroups?nodeId=${node['United States']}`)).body)).toEqual(['Site visitors 30 days']);
    expect(names((await get(other, `/google-ads/campaigns?nodeId=${node['Trail Shoes']}`)).body)).toEqual(['Trail Shoes Display']);
  });

  it('an expired refresh token is a 422, a rate limit a 429, no settings a 422', async () => {
    await fault(SIM_TOKENS.demoGads, 'expired');
    expect((await get(demo, `/google-ads/campaigns?nodeId=${node.France}`)).body.message).toMatch(/^Google Ads refused the token/);
    await fault(SIM_TOKENS.demoGads, 'rate-limit');
    expect((await get(demo, `/google-ads/campaigns?nodeId=${node.France}`)).status).toBe(429);
    expect((await get(demo, `/google-ads/campaigns?nodeId=${node.Beverages}`)).body.message).toBe('The publishing settings of this business node have no Google Ads customer account id');
  });
});

it('a reviewer may not read the ad platforms (001 6: no personalize tab)', async () => {
  expect(await get(reviewer, `/google-ads/campaigns?nodeId=${node.France}`)).toMatchObject({ status: 403, body: { message: 'Access denied' } });
});
