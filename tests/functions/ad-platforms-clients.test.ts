/**
 * The ad platforms' ports: the real client libraries (facebook-nodejs-business-sdk, googleapis displayvideo and
 * dfareporting, google-ads-api) pointed at the embedded simulator, answering the platforms' shapes, and every
 * platform error (expired token, unknown account, rate limit) mapped to a clear 4xx with no token in it.
 */
import { cm360Client } from '@functions/ad-platforms/cm360';
import { dv360Client } from '@functions/ad-platforms/dv360';
import { googleAdsClient } from '@functions/ad-platforms/google-ads';
import { metaClient } from '@functions/ad-platforms/meta';
import { AppError } from '@functions/lib/errors';
import { encryptSecret } from '@functions/lib/secrets';
import { SIM_META_TOKEN, SIM_TOKENS } from '@infra/local/ad-platforms-simulator/accounts';

const sim = () => process.env.AD_PLATFORMS_SIMULATOR_URL!;
const sealed = (token: string) => ({ ciphertext: encryptSecret(token) });
const meta = () => metaClient(async () => SIM_META_TOKEN, `${sim()}/meta`);
const demo = sealed(SIM_TOKENS.demoGoogle);
const ads = () => googleAdsClient(async () => ({ clientId: 'simulator', clientSecret: 'simulator', developerToken: 'simulator' }), sim());

async function fault(token: string, kind: 'expired' | 'rate-limit' | null) {
  const res = await fetch(`${sim()}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, fault: kind }) });
  expect(res.status).toBe(200);
}
afterEach(async () => {
  await fetch(`${sim()}/__simulator/faults`, { method: 'DELETE' });
});

/** The AppError a read fails with, checked to carry no token. */
async function failure(read: Promise<unknown>): Promise<AppError> {
  const error = await read.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect(JSON.stringify((error as AppError).toBody())).not.toMatch(/sim-[a-z-]*token/);
  return error as AppError;
}

describe('Meta through facebook-nodejs-business-sdk', () => {
  it('reads ad accounts, pages, campaigns of an ad account (with or without act_) and ad sets of a campaign', async () => {
    expect((await meta().listAdAccounts()).map((a) => [a.id, a.name])).toEqual([
      ['act_1029384756', 'Sparkle Zero EMEA'],
      ['act_5647382910', 'Sparkle Zero Americas'],
      ['act_9988776655', 'Trail Shoes Spain'],
    ]);
    expect(await meta().listPages()).toContainEqual({ id: '104857392011', name: 'Sparkle Zero', category: 'Beverages' });
    const campaigns = await meta().listCampaigns('1029384756');
    expect(campaigns.map((c) => c.name)).toEqual(['Sparkle Zero Summer DE', 'Sparkle Zero Summer FR', 'Sparkle Zero Spring DE (ended)']);
    expect(campaigns[0]).toEqual({ id: '120210000000000101', account_id: '1029384756', name: 'Sparkle Zero Summer DE', objective: 'OUTCOME_AWARENESS', status: 'ACTIVE', effective_status: 'ACTIVE' });
    expect(await meta().listCampaigns('act_5647382910')).toHaveLength(1);
    expect((await meta().listAdSets('120210000000000101')).map((a) => [a.id, a.campaign_id, a.name])).toEqual([
      ['120210000000001011', '120210000000000101', 'DE Fitness 18-34'],
      ['120210000000001012', '120210000000000101', 'DE Gamers 18-34'],
      ['120210000000001013', '120210000000000101', 'DE Parents 30-45'],
    ]);
    expect((await meta().getCampaign('120210000000000901')).account_id).toBe('9988776655');
  });

  it("follows Graph's paging.next links to the last page", async () => {
    const small = metaClient(async () => SIM_META_TOKEN, `${sim()}/meta`, 2);
    expect((await small.listCampaigns('1029384756')).map((c) => c.id)).toEqual(['120210000000000101', '120210000000000102', '120210000000000103']);
  });

  it('maps an unknown ad account, an expired token, a wrong token and the rate limit', async () => {
    expect((await failure(meta().listCampaigns('4444444444'))).toBody()).toMatchObject({ statusCode: 422, message: 'Meta has no ad account 4444444444 that the publishing settings can read. Check the business node\'s publishing settings.' });
    const wrong = metaClient(async () => 'not-a-token', `${sim()}/meta`);
    expect((await failure(wrong.listAdAccounts())).message).toMatch(/^Meta refused the token of the publishing settings/);
    await fault(SIM_META_TOKEN, 'expired');
    expect((await failure(meta().listCampaigns('1029384756'))).statusCode).toBe(422);
    await fault(SIM_META_TOKEN, 'rate-limit');
    const limited = await failure(meta().listCampaigns('1029384756'));
    expect([limited.statusCode, limited.message, limited.retryAfterS]).toEqual([429, 'Too Many Requests', 60]);
  });
});

describe('Display & Video 360 through googleapis displayvideo v4', () => {
  it('reads an advertiser, its campaigns and its line items, all or of named campaigns', async () => {
    expect(await dv360Client(sim()).getAdvertiser(demo, '4455667')).toEqual({ advertiserId: '4455667', partnerId: '1010101', displayName: 'Sparkle Zero', entityStatus: 'ENTITY_STATUS_ACTIVE' });
    expect((await dv360Client(sim()).listCampaigns(demo, '4455667')).map((c) => c.campaignId)).toEqual(['31000001', '31000002', '31000003']);
    expect(await dv360Client(sim()).listLineItems(demo, '4455667')).toHaveLength(5);
    const some = await dv360Client(sim()).listLineItems(demo, '4455667', ['31000001', '31000002']);
    // ordered by display name, as the port asks
    expect(some.map((l) => l.lineItemId)).toEqual(['51000001', '51000002', '51000004', '51000003']);
    expect(some[2]).toEqual({ advertiserId: '4455667', campaignId: '31000002', insertionOrderId: '41000003', lineItemId: '51000004', displayName: 'DE TrueView', lineItemType: 'LINE_ITEM_TYPE_YOUTUBE_AND_PARTNERS_ACTION', entityStatus: 'ENTITY_STATUS_ACTIVE' });
  });

  it('reads every page of nextPageToken', async () => {
    expect(await dv360Client(sim(), 2).listLineItems(demo, '4455667')).toHaveLength(5);
  });

  it("refuses an unknown advertiser and another's advertiser as accounts, an expired token as the token, and rate-limits", async () => {
    expect((await failure(dv360Client(sim()).listCampaigns(demo, '1231231'))).message).toBe("Display & Video 360 has no advertiser 1231231 that the publishing settings can read. Check the business node's publishing settings.");
    expect((await failure(dv360Client(sim()).listCampaigns(demo, '7788990'))).statusCode).toBe(422);
    expect((await failure(dv360Client(sim()).listCampaigns(sealed(SIM_TOKENS.expiredGoogle), '4455667'))).message).toMatch(/^Display & Video 360 refused the token/);
    await fault(SIM_TOKENS.demoGoogle, 'rate-limit');
    expect((await failure(dv360Client(sim()).listLineItems(demo, '4455667'))).statusCode).toBe(429);
  });

  it('a platform that does not answer is a 503 with Retry-After', async () => {
    const gone = await failure(dv360Client('http://127.0.0.1:9').listCampaigns(demo, '4455667'));
    expect([gone.statusCode, gone.message, gone.retryAfterS]).toEqual([503, 'Display & Video 360 did not answer. Try again in a moment.', 2]);
  });
});

describe('Campaign Manager 360 through googleapis dfareporting v4', () => {
  const access = { token: demo, networkId: '1122334' };

  it("reads the network's advertisers, campaigns (of an advertiser, by name), sites and every lookup list", async () => {
    const cm = cm360Client(sim());
    expect((await cm.list(access, 'advertisers')).map((a) => a.name)).toEqual(['Sparkle', 'Sparkle Zero']);
    expect((await cm.list(access, 'campaigns', { advertiserId: '8012345' })).map((c) => c.name)).toEqual(['Sparkle Zero Back to School', 'Sparkle Zero Summer Launch']);
    expect((await cm.list(access, 'campaigns', { searchString: 'classic' })).map((c) => c.id)).toEqual(['27000003']);
    expect((await cm.list(access, 'sites')).map((s) => s.name)).toEqual(['news-daily.example', 'recipes-hub.example', 'sports-live.example']);
    expect(await cm.list(access, 'operatingSystems')).toContainEqual({ id: '501013', dartId: '501013', name: 'iOS', desktop: false, mobile: true });
    expect(await cm.list(access, 'languages')).toContainEqual({ id: '1', languageCode: 'de', name: 'German' });
    for (const list of ['mobileCarriers', 'browsers', 'connectionTypes', 'platformTypes'] as const) {
      const items = await cm.list(access, list);
      expect(items.length).toBeGreaterThan(1);
      expect(items.every((i) => i.id && i.name && !('kind' in i))).toBe(true);
    }
  });

  it("refuses a network the token's user has no profile in, and an expired token", async () => {
    expect((await failure(cm360Client(sim()).list({ token: demo, networkId: '3344556' }, 'sites'))).message).toBe("Campaign Manager 360 has no network 3344556 that the publishing settings can read. Check the business node's publishing settings.");
    await fault(SIM_TOKENS.demoGoogle, 'expired');
    expect((await failure(cm360Client(sim()).list(access, 'browsers'))).message).toMatch(/^Campaign Manager 360 refused the token/);
  });
});

describe('Google Ads through google-ads-api', () => {
  const access = { refreshToken: sealed(SIM_TOKENS.demoGads), customerId: '123-456-7890' };

  it("reads the customer's campaigns and a campaign's ad groups", async () => {
    expect(await ads().listCampaigns(access)).toEqual([
      { id: '21000000001', name: 'Sparkle Zero Responsive Display', status: 'ENABLED', advertisingChannelType: 'DISPLAY' },
      { id: '21000000002', name: 'Sparkle Zero Remarketing', status: 'PAUSED', advertisingChannelType: 'DISPLAY' },
    ]);
    expect(await ads().listAdGroups(access, '21000000001')).toEqual([
      { id: '131000000001', campaignId: '21000000001', name: 'Fitness fans', status: 'ENABLED', type: 'DISPLAY_STANDARD' },
      { id: '131000000002', campaignId: '21000000001', name: 'Gamers', status: 'ENABLED', type: 'DISPLAY_STANDARD' },
    ]);
  });

  it("refuses another's and an unknown customer, an expired token, and rate-limits", async () => {
    expect((await failure(ads().listCampaigns({ ...access, customerId: '9876543210' }))).message).toBe("Google Ads has no customer 9876543210 that the publishing settings can read. Check the business node's publishing settings.");
    expect((await failure(ads().listCampaigns({ ...access, customerId: '1111111111' }))).statusCode).toBe(422);
    await fault(SIM_TOKENS.demoGads, 'expired');
    expect((await failure(ads().listCampaigns(access))).message).toMatch(/^Google Ads refused the token/);
    await fault(SIM_TOKENS.demoGads, 'rate-limit');
    expect((await failure(ads().listAdGroups(access, '21000000001'))).statusCode).toBe(429);
  });
});

it("logs a platform's refusal as one line with its kind and codes, never the token or the request", async () => {
  const lines: string[] = [];
  const capture = (chunk: unknown) => (lines.push(String(chunk)), true);
  const spies = [vi.spyOn(process.stdout, 'write').mockImplementation(capture), vi.spyOn(process.stderr, 'write').mockImplementation(capture)];
  try {
    await fault(SIM_META_TOKEN, 'expired');
    await failure(meta().listCampaigns('1029384756'));
    await failure(dv360Client(sim()).listCampaigns(sealed(SIM_TOKENS.expiredGoogle), '4455667'));
    await failure(ads().listCampaigns({ refreshToken: sealed(SIM_TOKENS.demoGads), customerId: '9876543210' }));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  const logged = lines.filter((l) => l.includes('ad platform refused'));
  expect(logged.map((l) => JSON.parse(l)).map(({ platform, kind }) => [platform, kind])).toEqual([
    ['Meta', 'token'],
    ['Display & Video 360', 'token'],
    ['Google Ads', 'account'],
  ]);
  expect(lines.join('')).not.toMatch(/sim-[a-z-]*token|access_token|bearer/i);
});

