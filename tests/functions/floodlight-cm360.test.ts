/**
 * The Campaign Manager 360 floodlight adapter (AWS) against recorded CM360 answers replayed by a fake fetch: credentials
 * from the partner's publishing settings, profile lookup, paging, the answer's shape, and clear errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { CM360_API, cm360FloodlightSource } from '@functions/custom-conversions/floodlight/cm360-floodlight';
import { encryptSecret } from '@functions/lib/secrets';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { secretHint } from '@shared/domain/secrets';

const RECORDED: Record<string, unknown> = JSON.parse(readFileSync(join(__dirname, 'fixtures/cm360-floodlight.json'), 'utf8'));
const TOKEN = 'ya29.a0AfB_recorded-access-token';

/** Replays the recorded answer of `GET <path>`; anything else is a 404 as CM360 would answer an unknown path. */
function replay(status = 200) {
  const asked: { path: string; authorization: string | null }[] = [];
  const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
    const path = String(input).slice(CM360_API.length);
    asked.push({ path, authorization: new Headers(init?.headers).get('authorization') });
    const body = RECORDED[`GET ${path}`];
    return new Response(JSON.stringify(body ?? { error: { code: 404 } }), { status: body ? status : 404, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

async function partnerWith(publishing: Record<string, string>[]) {
  const partner = await partnersRepository.create({ name: `CM360 ${Date.now()}${Math.random()}`, type: 'Client' });
  const root = await businessNodesRepository.create({ partnerId: partner.id, name: 'Root', type: 'division' });
  for (const [i, settings] of publishing.entries()) {
    const node = await businessNodesRepository.create({ partnerId: partner.id, parentId: root.id, name: `Brand ${i}`, type: 'brand' });
    const { dv360Token, ...text } = settings;
    await businessNodesRepository.setPublishing(node.id, text, dv360Token ? { dv360Token: { ciphertext: encryptSecret(dv360Token), hint: secretHint(dv360Token) } } : {});
  }
  return partner.id;
}

const SETTINGS = { dcmNetworkId: '1122334', dcmAdvertiserId: '8012345', dv360Token: TOKEN };

it("lists every page of the advertiser's activities with the node's token, once per advertiser", async () => {
  const partnerId = await partnerWith([SETTINGS, SETTINGS, { name: 'No DCM here' }]);
  const { fetchImpl, asked } = replay();
  const activities = await cm360FloodlightSource(fetchImpl).list(partnerId);
  expect(activities).toEqual([
    { id: '12650404', name: 'Add to cart', advertiserId: '8012345', floodlightActivityGroupName: 'Sparkle Sales', countingMethod: 'STANDARD_COUNTING' },
    { id: '12650401', name: 'Newsletter sign-up', advertiserId: '8012345', floodlightActivityGroupName: 'Sparkle Leads', countingMethod: 'UNIQUE_COUNTING' },
    { id: '12650405', name: 'Purchase', advertiserId: '8012345', floodlightActivityGroupName: 'Sparkle Sales', countingMethod: 'TRANSACTIONS_COUNTING' },
  ]);
  expect(asked.map((a) => a.path)).toEqual([
    '/userprofiles',
    '/userprofiles/5551212/floodlightActivities?advertiserId=8012345&sortField=NAME',
    '/userprofiles/5551212/floodlightActivities?advertiserId=8012345&sortField=NAME&pageToken=CAIQAA',
  ]);
  expect(asked.every((a) => a.authorization === `Bearer ${TOKEN}`)).toBe(true);
});

it('without a DCM advertiser and DV360 token in the publishing settings it says so (422) and asks nobody', async () => {
  const partnerId = await partnerWith([{ dcmNetworkId: '1122334', dcmAdvertiserId: '8012345' }, { dv360Token: TOKEN }]);
  const { fetchImpl, asked } = replay();
  await expect(cm360FloodlightSource(fetchImpl).list(partnerId)).rejects.toMatchObject({
    statusCode: 422,
    message: 'No Campaign Manager 360 advertiser with a DV360 token in the publishing settings of this partner',
  });
  expect(asked).toEqual([]);
});

it.each([
  ['CM360 refuses the token', { status: 401, settings: SETTINGS }],
  ["the token's user has no profile in the network", { status: 200, settings: { ...SETTINGS, dcmNetworkId: '4040404' } }],
])('%s: 503 with a clear message', async (_label, { status, settings }) => {
  const partnerId = await partnerWith([settings]);
  await expect(cm360FloodlightSource(replay(status).fetchImpl).list(partnerId)).rejects.toMatchObject({
    statusCode: 503,
    message: 'Campaign Manager 360 did not answer the floodlight activities',
  });
});

it('a network failure is the same clear 503', async () => {
  const partnerId = await partnerWith([SETTINGS]);
  const failing = (async () => {
    throw new TypeError('fetch failed');
  }) as typeof fetch;
  await expect(cm360FloodlightSource(failing).list(partnerId)).rejects.toMatchObject({ statusCode: 503 });
});
