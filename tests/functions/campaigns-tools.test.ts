/**
 * The campaign's other calls (001 7 'Campaigns'; 000 7.3): pending operations, publishing meta and the market's
 * publishing data, the tools tab's update, campaign assets uploaded straight to storage and removed.
 */
import { assetStorage } from '@functions/assets/asset-storage';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { accountOn, as, nodeNamed } from './business-nodes-helpers';
import { signIn, type SignedIn } from './client';
import { api, createCampaign } from './campaigns-helpers';

let admin: SignedIn;
let ssAdmin: SignedIn;
let manager: SignedIn;
let reviewer: SignedIn;
let other: SignedIn;
let germany: string;
let france: string;

beforeAll(async () => {
  [admin, ssAdmin, manager, reviewer, other] = await Promise.all(
    ['admin@demo.test', 'selfserviceadmin@demo.test', 'manager@demo.test', 'reviewer@demo.test', 'other-admin@demo.test'].map((e) => signIn(e)),
  );
  [germany, france] = (await Promise.all(['Germany', 'France'].map((n) => nodeNamed(admin, n)))).map((n) => n._id);
});

describe('pending operations', () => {
  it('are added and removed by operation id; the same id again replaces; a reviewer reads but may not add', async () => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    const path = `/api/campaigns/${c._id}/pending-operations`;
    const op = { operationId: 'op-1', variants: ['v1', 'v2'], column: 'headline' };
    expect(await as(ssAdmin).post(path, op)).toMatchObject({ status: 201, body: [op] });
    expect(await as(ssAdmin).post(path, { ...op, variants: ['v3'] })).toMatchObject({ status: 201, body: [{ ...op, variants: ['v3'] }] });
    expect(await as(ssAdmin).post(path, { operationId: 'op-2', variants: [], column: 'image' })).toMatchObject({ status: 201 });
    expect((await as(reviewer).get(path)).body.map((o: { operationId: string }) => o.operationId)).toEqual(['op-1', 'op-2']);
    expect(await as(reviewer).post(path, op)).toMatchObject({ status: 403 });
    expect(await as(ssAdmin).delete(`${path}/op-1`)).toMatchObject({ status: 200, body: [{ operationId: 'op-2', variants: [], column: 'image' }] });
    expect(await as(ssAdmin).delete(`${path}/op-1`)).toMatchObject({ status: 200, body: [{ operationId: 'op-2' }] });
    expect(await as(ssAdmin).post(path, { operationId: '', variants: [], column: '' })).toMatchObject({ status: 422, body: { message: 'Wrong params' } });
    expect((await campaignsRepository.get(c._id))!.pendingOperations).toEqual([{ operationId: 'op-2', variants: [], column: 'image' }]);
  });

  it('parallel adds all land (each retried on the revision it read)', async () => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    const path = `/api/campaigns/${c._id}/pending-operations`;
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => as(ssAdmin).post(path, { operationId: `p${i}`, variants: [], column: 'c' })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect((await campaignsRepository.get(c._id))!.pendingOperations!.map((o) => o.operationId).sort()).toEqual(['p0', 'p1', 'p2', 'p3']);
  });
});

describe('publishing', () => {
  it('the tools tab keeps publishing meta; publishing answers it with the deliveries; the market data names the nodes up to the root', async () => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    const meta = { integrations: ['facebook'], adServerSites: [{ id: '77', name: 'Site' }] };
    expect(await api(ssAdmin).put(`/api/campaigns/${c._id}`, { publishing: meta })).toMatchObject({ status: 200, body: { publishing: { ...meta, supportedChannels: [] } } });
    expect(await api(manager).put(`/api/campaigns/${c._id}`, { publishing: meta })).toMatchObject({ status: 403 });
    expect(await as(manager).get(`/api/campaigns/${c._id}/publishing`)).toMatchObject({
      status: 200,
      body: { campaignId: c._id, platform: 'facebook', deliveries: { meta: 'FACEBOOK_DIRECT' }, publishing: { integrations: ['facebook'], adsManagerCampaigns: [] } },
    });
    const market = await as(ssAdmin).get(`/api/campaigns/${c._id}/publishing-market-data`);
    expect(market.status).toBe(200);
    expect(market.body.markets.map((m: { nodeName: string }) => m.nodeName)).toEqual(['Germany', 'EMEA', 'Sparkle Zero', 'Sparkle', 'Beverages']);
    expect(await as(other).get(`/api/campaigns/${c._id}/publishing-market-data`)).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
  });

  it('the list with publishing carries each campaign’s meta', async () => {
    const c = await createCampaign(admin, { businessNodeId: france });
    await api(admin).put(`/api/campaigns/${c._id}`, { publishing: { supportedChannels: ['social'] } });
    const res = await as(manager).get(`/api/campaigns/list-with-publishing?search=${encodeURIComponent(c.name)}`);
    expect(res.body.items).toEqual([expect.objectContaining({ _id: c._id, publishing: expect.objectContaining({ supportedChannels: ['social'] }), deliveries: { meta: 'FACEBOOK_DIRECT' } })]);
  });
});

describe('campaign assets (000 7.3)', () => {
  it('an upload goes straight to storage under the campaign folder, is completed, listed, and deleted with its object', async () => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    const bytes = Buffer.from('hello campaign');
    const start = await as(ssAdmin).post(`/api/campaigns/${c._id}/template-assets?partnerId=${admin.user.partnerId}`, { files: [{ name: 'logo.txt', size: bytes.length, type: 'text/plain' }] });
    expect(start).toMatchObject({ status: 201, body: { uploads: [{ name: 'logo.txt', url: expect.any(String), parts: [] }] } });
    const { assetId, url } = start.body.uploads[0];
    expect((await as(ssAdmin).get(`/api/campaigns/${c._id}`)).body.campaignAssets).toEqual([]);
    expect(await as(ssAdmin).post(`/api/campaigns/${c._id}/template-assets/${assetId}/complete`, {})).toMatchObject({ status: 422, body: { message: 'An error ocurred during logo.txt asset uploading' } });
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) })).status).toBe(200);
    const done = await as(ssAdmin).post(`/api/campaigns/${c._id}/template-assets/${assetId}/complete`, {});
    const key = `v2/partners/${admin.user.partnerId}/campaigns/${c._id}/assets/${assetId}/logo.txt`;
    expect(done).toMatchObject({ status: 200, body: { campaignAssets: [{ _id: assetId, name: 'logo.txt', status: 'done', size: bytes.length, key }] } });
    expect(await assetStorage.size(key)).toBe(bytes.length);
    expect(await as(manager).post(`/api/campaigns/${c._id}/template-assets`, { files: [{ name: 'x.txt', size: 1 }] })).toMatchObject({ status: 403 });
    expect(await as(ssAdmin).delete(`/api/campaigns/${c._id}/campaign-assets/${assetId}`)).toMatchObject({ status: 200, body: { campaignAssets: [] } });
    expect(await assetStorage.size(key)).toBeNull();
    expect(await as(ssAdmin).delete(`/api/campaigns/${c._id}/campaign-assets/${assetId}`)).toMatchObject({ status: 404, body: { message: 'Campaign asset not found' } });
  });

  it('refuses a file over 2 GB with the spec message; another partner cannot upload to the campaign', async () => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    expect(await as(ssAdmin).post(`/api/campaigns/${c._id}/template-assets`, { files: [{ name: 'big.mp4', size: 2_147_483_649 }] })).toMatchObject({
      status: 422,
      body: { details: [expect.objectContaining({ message: 'This asset couldn’t be uploaded because it exceeds the 2GB limit' })] },
    });
    expect(await as(other).post(`/api/campaigns/${c._id}/template-assets`, { files: [{ name: 'x.txt', size: 1 }] })).toMatchObject({ status: 404, body: { message: 'Campaign not found' } });
    expect((await campaignsRepository.get(c._id))!.campaignAssets ?? []).toEqual([]);
  });

  it('a selected library asset is taken out of the selection; one not selected is not found; unknown assets cannot be selected', async () => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    const assetId = (await as(admin).get('/api/assets/single-files?limit=10')).body.results[0]._id;
    expect(await api(admin).put(`/api/campaigns/${c._id}`, { assets: ['0123456789abcdef01234567'] })).toMatchObject({ status: 404, body: { message: 'Single file not found' } });
    expect((await api(admin).put(`/api/campaigns/${c._id}`, { assets: [assetId] })).body.assets).toEqual([assetId]);
    expect(await as(ssAdmin).delete(`/api/campaigns/${c._id}/assets/${assetId}`)).toMatchObject({ status: 200, body: { assets: [] } });
    expect(await as(ssAdmin).delete(`/api/campaigns/${c._id}/assets/${assetId}`)).toMatchObject({ status: 404, body: { message: 'Campaign asset not found' } });
    expect((await as(admin).get(`/api/assets/single-files/${assetId}`)).status).toBe(200);
  });

  it('a user of France cannot touch a German campaign’s assets', async () => {
    const c = await createCampaign(admin, { businessNodeId: germany });
    const french = await accountOn(admin.user.partnerId, 'selfServiceAdmin', [france]);
    expect(await as(french).post(`/api/campaigns/${c._id}/template-assets`, { files: [{ name: 'x.txt', size: 1 }] })).toMatchObject({ status: 403, body: { message: 'Access to the Campaign denied' } });
  });
});
