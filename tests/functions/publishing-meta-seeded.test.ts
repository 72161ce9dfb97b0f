/**
 * A seeded Meta campaign through the Meta adapter: each live variant of 'Sparkle Zero DE - Social Launch' resolves
 * (personalize metaTargetOf) to the Meta ad sets of its fbAdSet user segment, which the simulator knows in the EMEA ad
 * account, so its creative is published there as an ACTIVE ad (the seeded template has no primary text or website URL:
 * the item carries them as a user fills them in), and the tree's waiting variant, which is off, goes out PAUSED.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { campaignsRepository } from '@functions/campaigns/public';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { metaTargetOf, personalizeRepository } from '@functions/personalize/public';
import { metaAdapter, publishReference } from '@functions/publishing/adapters/meta';
import { metaGraph } from '@functions/publishing/adapters/meta-graph';
import type { PublishContext } from '@functions/publishing/adapters/port';
import { SIM_META_TOKEN } from '@infra/local/ad-platforms-simulator/accounts';

const sim = () => process.env.AD_PLATFORMS_SIMULATOR_URL!;
const run = randomBytes(4).toString('hex');

it('publishes the seeded variants of a Meta tree into the ad sets their segments name, ACTIVE when on and PAUSED when off', async () => {
  const demo = (await partnersRepository.findByName('Demo Agency'))!;
  const campaign = (await campaignsRepository.listByPartner(demo.id)).find((c) => c.name === 'Sparkle Zero DE - Social Launch')!;
  const [tree] = await personalizeRepository.listTrees(campaign.id);
  expect(tree!.platform).toBe('facebook');
  const variants = (await personalizeRepository.listVariants(tree!.id)).filter((v) => !v.isFallback);
  const on = variants.find((v) => v.enabled)!;
  const off = variants.find((v) => !v.enabled)!;
  const png = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: '#0b3d91' } }).png().toBuffer();
  const context: PublishContext = {
    channel: 'facebook',
    campaign: { id: campaign.id, partnerId: demo.id, name: campaign.name, platform: 'facebook' },
    delivery: 'FACEBOOK_DIRECT',
    settings: { nodeId: campaign.businessNodeId, text: { facebookAdAccountId: '1029384756', facebookPageId: '104857392011' }, tokens: {} },
    idempotencyKey: (item) => `${run}#${item.creativeId}#${item.version}#facebook`,
    readFile: async () => png,
  };
  const items = [on, off].map((v) => {
    const format = Object.values(v.formats)[0]!;
    const values = Object.fromEntries(Object.entries(format.dynamicElements).map(([k, e]) => [k, e.value]));
    return { creativeId: format.id, version: String(format.version), name: `${v.name} - ${format.format}`, format: format.format, values: { ...values, primaryText: 'Zero sugar, all summer.', websiteURL: 'https://sparkle.example/zero', callToAction: values.ctaText1 ?? 'Shop now' }, files: { screenshot: `v2/partners/${demo.id}/campaigns/${campaign.id}/preview/thumbnails/${v.id}/${format.id}.png` } };
  });
  const adapter = metaAdapter({
    graph: () => metaGraph(async () => SIM_META_TOKEN, `${sim()}/meta`),
    target: (campaignId, item) => metaTargetOf(campaignId, item.creativeId),
    signedUrl: async () => '',
    sleep: async () => undefined,
    warn: async () => undefined,
  });
  const results = await adapter.publish(context, items);
  expect(results.map((r) => r.status)).toEqual(['Published', 'Published']);
  for (const [i, variant] of [on, off].entries()) {
    const target = (await metaTargetOf(campaign.id, items[i]!.creativeId))!;
    expect(target).toMatchObject({ variantId: variant.id, treeFormat: tree!.format, enabled: variant.enabled });
    expect(target.adSetIds).toHaveLength(1);
    const url = new URL(`${sim()}/meta/v24.0/${target.adSetIds[0]}/ads`);
    url.searchParams.set('access_token', SIM_META_TOKEN);
    url.searchParams.set('fields', 'id,name,status,campaign_id');
    url.searchParams.set('filtering', JSON.stringify([{ field: 'name', operator: 'CONTAIN', value: `#${publishReference(context.idempotencyKey(items[i]!))}` }]));
    const { data } = (await (await fetch(url)).json()) as { data: { id: string; status: string }[] };
    expect(data).toEqual([expect.objectContaining({ id: results[i]!.platformId, status: variant.enabled ? 'ACTIVE' : 'PAUSED' })]);
  }
});
