/**
 * Publishing through the API against the embedded stack and the ad platforms simulator: the approval gate first, the
 * channel checks and texts, a publish to DV360 and Google Ads read back from the simulator, a second publish that
 * makes nothing twice, and an outage that is tried again and, after the queue's last receive, ends 'Publish failed'
 * (then the decision tree in CM360: its rules' targeting templates and their key-value expressions).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SIM_TOKENS } from '@infra/local/ad-platforms-simulator/accounts';
import { campaignsRepository, type Campaign } from '@functions/campaigns/public';
import { personalizeRepository } from '@functions/personalize/public';
import { call, signIn, type SignedIn } from './client';
import { expectTargetedRules, published, treeCreatives } from './publishing-helpers';

const sim = () => process.env.AD_PLATFORMS_SIMULATOR_URL!;
const fault = (token: string, kind: 'outage' | 'rate-limit' | 'expired' | null) =>
  fetch(`${sim()}/__simulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, fault: kind }) });

afterEach(async () => {
  await fetch(`${sim()}/__simulator/faults`, { method: 'DELETE' });
});

async function seededCampaign(me: SignedIn, name: string): Promise<Campaign> {
  const found = (await campaignsRepository.listByPartner(me.user.partnerId)).find((c) => c.name === name);
  if (!found) throw new Error(`no seeded campaign ${name}`);
  return found;
}

const publish = (me: SignedIn, campaignId: string, body: unknown) => call('POST', `/api/campaigns/${campaignId}/publish`, { body, cookie: me.cookie, csrf: me.csrf });
const state = (me: SignedIn, campaignId: string) => call('GET', `/api/campaigns/${campaignId}/publishing/state`, { cookie: me.cookie });

async function settled(me: SignedIn, campaignId: string, channel: string, jobId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    // the stack's consumer loads google-ads-api's protos in the gateway's process: a poll may meet a dropped socket
    const res = await state(me, campaignId).catch(() => ({ body: {} as { channels?: never[] } }));
    const ch = res.body.channels?.find((c: { channel: string; jobId: string; status: string }) => c.channel === channel && c.jobId === jobId);
    if (ch && (ch.status === 'finished' || ch.status === 'error')) return ch;
    if (Date.now() > until) throw new Error(`publishing ${channel} did not end: ${JSON.stringify(ch)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('POST campaigns/{id}/publish', () => {
  it('refuses an unknown channel and a channel the campaign does not publish to, changing nothing', async () => {
    const me = await signIn('selfserviceadmin@demo.test');
    const campaign = await seededCampaign(me, 'Sparkle Zero DE - Summer Display');
    const unknown = await publish(me, campaign.id, { channels: ['myspace'] });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('Unknown publishing channel');
    const foreign = await publish(me, campaign.id, { channels: ['facebook'] });
    expect(foreign).toMatchObject({ status: 422, body: { message: 'The campaign does not publish to Meta' } });
    const gadsWithout = await publish(me, campaign.id, { channels: ['gads'] });
    expect(gadsWithout).toMatchObject({ status: 422, body: { message: 'Choose the Google Ads ad groups to publish into' } });
    expect((await state(me, campaign.id)).body.available).toEqual(['google', 'gads', 'dv360']);
  });

  it('refuses a creative without final approval of its current version with the gate text', async () => {
    const me = await signIn('selfserviceadmin@demo.test');
    const campaign = await seededCampaign(me, 'Sparkle Zero US - Retargeting Display');
    const [tree] = await personalizeRepository.listTrees(campaign.id);
    const waiting = (await personalizeRepository.listVariantsCached(tree.id)).flatMap((v) => Object.values(v.formats)).find((f) => !f.approved);
    expect(waiting).toBeDefined();
    const res = await publish(me, campaign.id, { channels: ['dv360'], creativeIds: [waiting!.id] });
    expect(res).toMatchObject({ status: 422, body: { message: 'Creatives need final approval of their current version' } });
    expect((await state(me, campaign.id)).body.channels.find((c: { channel: string }) => c.channel === 'dv360')).toBeUndefined();
  });

  it('publishes the live approved creatives to DV360 once; a second publish makes nothing twice', async () => {
    const me = await signIn('selfserviceadmin@demo.test');
    const campaign = await seededCampaign(me, 'Sparkle Zero DE - Summer Display');
    const res = await publish(me, campaign.id, { channels: ['dv360'] });
    expect(res).toMatchObject({ status: 202, body: { status: 'queued', channels: ['dv360'] } });
    const ch = await settled(me, campaign.id, 'dv360', res.body.jobId);
    expect(ch).toMatchObject({ status: 'finished', title: 'Published successfully', message: 'Creatives were published to Display & Video 360', failed: 0 });
    expect(ch.creatives.length).toBeGreaterThan(0);
    for (const c of ch.creatives) expect(c).toMatchObject({ status: 'Published', activation: 'ACTIVATED' });
    const before = (await published()).dv360.creatives.length;
    const again = await publish(me, campaign.id, { channels: ['dv360'] });
    const ch2 = await settled(me, campaign.id, 'dv360', again.body.jobId);
    expect(ch2).toMatchObject({ status: 'finished', published: ch.published });
    expect((await published()).dv360.creatives.length).toBe(before);
    const codes = (await published()).dv360.creatives.map((c) => c.integrationCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('publishes to the chosen Google Ads ad groups (google-ads/publish) and lists them in the feed', async () => {
    const me = await signIn('selfserviceadmin@demo.test');
    const campaign = await seededCampaign(me, 'Sparkle Zero DE - Summer Display');
    const res = await call('POST', '/api/google-ads/publish', { body: { campaignId: campaign.id, nodeId: campaign.businessNodeId, adGroupIds: ['131000000001', '131000000002'] }, cookie: me.cookie, csrf: me.csrf });
    expect(res.status).toBe(202);
    const ch = await settled(me, campaign.id, 'gads', res.body.jobId);
    expect(ch).toMatchObject({ status: 'finished', message: 'Creatives were published to Google Ads' });
    const feed = await call('GET', `/api/google-ads/feed/${campaign.id}?nodeId=${campaign.businessNodeId}`, { cookie: me.cookie });
    expect(feed.status).toBe(200);
    expect(feed.body.items.length).toBe(ch.creatives.length);
    for (const item of feed.body.items) expect(item.ads).toHaveLength(2);
    const ads = (await published()).googleAds.ads;
    expect(ads.length).toBeGreaterThanOrEqual(2 * ch.creatives.length);
  });

  it('ends an outage in Publish failed with the platform message after the last try; a retry without it succeeds', async () => {
    const me = await signIn('selfserviceadmin@demo.test');
    const campaign = await seededCampaign(me, 'Sparkle Zero US - Retargeting Display');
    await fault(SIM_TOKENS.demoGoogle, 'outage');
    const res = await publish(me, campaign.id, { channels: ['google'] });
    const failed = await settled(me, campaign.id, 'google', res.body.jobId, 90_000);
    expect(failed).toMatchObject({ status: 'error', title: 'Publish failed', message: 'The service is currently unavailable.' });
    await fault(SIM_TOKENS.demoGoogle, null);
    const retry = await publish(me, campaign.id, { channels: ['google'] });
    const ok = await settled(me, campaign.id, 'google', retry.body.jobId);
    expect(ok).toMatchObject({ status: 'finished', title: 'Published successfully', message: 'Creatives were published to Campaign Manager 360 (Non-Trafficked)' });
    // each variant but the fallback is chosen by a targeting template of its user segments, read back from CM360
    const state = await published();
    expect(treeCreatives(state, campaign.name).length).toBeGreaterThan(0);
    await expectTargetedRules(state, campaign);
  }, 120_000);

  it('clears a node token with the OAuth resets', async () => {
    const admin = await signIn('selfserviceadmin@demo.test');
    const other = await signIn('other-admin@demo.test');
    const campaign = await seededCampaign(admin, 'Sparkle Zero DE - Summer Display');
    // another partner's node is not found; the own one answers its settings without the token
    const foreign = await call('DELETE', `/api/dv360/oauth/reset/${campaign.businessNodeId}`, { cookie: other.cookie, csrf: other.csrf });
    expect([403, 404]).toContain(foreign.status);
  });
});
