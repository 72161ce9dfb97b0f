/**
 * The ad server's adapter (channel google, Campaign Manager 360 through googleapis dfareporting v4), by delivery:
 * - NON_TRAFFICKED (the decision tree): per size, one dynamic creative whose assets are the tree's variants (each
 *   variant's image uploaded as a creative asset; dynamicAssetSelection with the fallback variant the default and one
 *   rule per other variant, each naming the targeting template of its user segments: cm360-targeting.ts), so the ad
 *   server picks the variant at serve time.
 * - TRAFFICKED: one display creative per creative, associated with the campaign's ad server campaigns (assignments).
 * - PRE_RENDERED: the prerendered HTML5 zip as an HTML5 banner where the prerender job left one, else the screenshot.
 * Every creative's name ends with its publish record's key and is looked up (creatives.list searchString) before one
 * is made, so a redelivery never makes a second.
 */
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { dfareporting_v4 } from 'googleapis/build/src/apis/dfareporting/v4.js';
import { MESSAGES } from '@shared/messages';
import { sizeOf } from '@shared/domain/publishing';
import { googleApiOptions, notConfigured } from '@functions/ad-platforms/public';
import { defaultFirst, variantTemplate } from './cm360-targeting';
import { creativeFailure } from './failures';
import { PublishChannelError, type PublishAdapter, type PublishContext, type PublishItem, type PublishItemResult } from './port';

type Api = dfareporting_v4.Dfareporting;
const PLATFORM = 'Campaign Manager 360' as const;

interface Target {
  api: Api;
  /** Media uploads take their root address per call (googleapis builds mediaUrl from the call's options only). */
  upload: { rootUrl?: string };
  profileId: string;
  advertiserId: string;
  account: string;
}

async function target(ctx: PublishContext): Promise<Target> {
  const { dcmNetworkId, dcmAdvertiserId } = ctx.settings.text;
  const token = ctx.settings.tokens.dv360Token;
  if (!dcmNetworkId) throw new PublishChannelError(notConfigured('DCM network id').message);
  if (!dcmAdvertiserId) throw new PublishChannelError(notConfigured('DCM advertiser id').message);
  if (!token) throw new PublishChannelError(notConfigured('DV360 token').message);
  const options = googleApiOptions(token);
  const api = new dfareporting_v4.Dfareporting(options);
  const account = `network ${dcmNetworkId}`;
  try {
    const profile = ((await api.userProfiles.list()).data.items ?? []).find((p) => p.accountId === dcmNetworkId);
    if (!profile?.profileId) throw new PublishChannelError(notConfigured(`Campaign Manager 360 profile in network ${dcmNetworkId}`).message);
    return { api, upload: options.rootUrl ? { rootUrl: options.rootUrl } : {}, profileId: profile.profileId, advertiserId: dcmAdvertiserId, account };
  } catch (err) {
    throw new PublishChannelError(creativeFailure(PLATFORM, account, err));
  }
}

async function existing(t: Target, key: string): Promise<string | undefined> {
  const { data } = await t.api.creatives.list({ profileId: t.profileId, advertiserId: t.advertiserId, searchString: key, maxResults: 10 });
  return data.creatives?.find((c) => c.name?.endsWith(key))?.id ?? undefined;
}

async function uploadAsset(t: Target, ctx: PublishContext, fileKey: string, name: string, type: 'IMAGE' | 'HTML') {
  const body = await ctx.readFile(fileKey);
  const { data } = await t.api.creativeAssets.insert({
    profileId: t.profileId,
    advertiserId: t.advertiserId,
    requestBody: { assetIdentifier: { name, type } },
    media: { mimeType: type === 'HTML' ? 'application/zip' : 'image/png', body: Readable.from(body) },
  }, t.upload);
  return data;
}

/** One creative: found by key, else its asset uploaded and the creative made (and associated when trafficked). */
async function publishOne(t: Target, ctx: PublishContext, item: PublishItem): Promise<PublishItemResult> {
  const key = ctx.idempotencyKey(item);
  const size = sizeOf(item.format);
  const zip = ctx.delivery === 'PRE_RENDERED' ? item.files.prerenderedZip : undefined;
  const file = zip ?? item.files.screenshot;
  if (!file) return { creativeId: item.creativeId, status: 'Error', message: MESSAGES.publishNoFile };
  if (!size) return { creativeId: item.creativeId, status: 'Error', message: MESSAGES.publishNoSize };
  try {
    let id = await existing(t, key);
    if (!id) {
      const asset = await uploadAsset(t, ctx, file, `${key}.${zip ? 'zip' : 'png'}`, zip ? 'HTML' : 'IMAGE');
      const { data } = await t.api.creatives.insert({
        profileId: t.profileId,
        requestBody: {
          advertiserId: t.advertiserId,
          name: `${item.name} ${key}`,
          type: zip ? 'HTML5_BANNER' : 'DISPLAY',
          size: { width: size.width, height: size.height },
          active: true,
          creativeAssets: [{ assetIdentifier: asset.assetIdentifier, role: 'PRIMARY' }],
        },
      });
      id = data.id ?? undefined;
    }
    if (ctx.delivery === 'TRAFFICKED' && id) {
      for (const campaign of ctx.campaign.publishing?.adServerCampaigns ?? []) {
        await t.api.campaignCreativeAssociations.insert({ profileId: t.profileId, campaignId: campaign.id, requestBody: { creativeId: id } });
      }
    }
    return { creativeId: item.creativeId, status: 'Published', platformId: id };
  } catch (err) {
    return { creativeId: item.creativeId, status: 'Error', message: creativeFailure(PLATFORM, t.account, err) };
  }
}

/** The decision tree of one size: one dynamic creative, one asset per variant (the default first, then one per rule). */
async function publishTree(t: Target, ctx: PublishContext, format: string, items: PublishItem[]): Promise<PublishItemResult[]> {
  const size = sizeOf(format);
  const errorAll = (message: string) => items.map((i): PublishItemResult => ({ creativeId: i.creativeId, status: 'Error', message }));
  if (!size) return errorAll(MESSAGES.publishNoSize);
  if (items.some((i) => !i.files.screenshot)) return errorAll(MESSAGES.publishNoFile);
  const treeKey = `mq-dt-${createHash('sha256').update(items.map((i) => ctx.idempotencyKey(i)).sort().join(',')).digest('hex').slice(0, 12)}`;
  try {
    let id = await existing(t, treeKey);
    if (!id) {
      const [fallback, ...targeted] = defaultFirst(items);
      const templateIds: string[] = [];
      for (const item of targeted) templateIds.push(await variantTemplate(t, ctx.campaign.id, item));
      const assets: dfareporting_v4.Schema$CreativeAssetMetadata[] = [];
      for (const item of [fallback, ...targeted]) assets.push(await uploadAsset(t, ctx, item.files.screenshot!, `${ctx.idempotencyKey(item)}.png`, 'IMAGE'));
      const { data } = await t.api.creatives.insert({
        profileId: t.profileId,
        requestBody: {
          advertiserId: t.advertiserId,
          name: `${ctx.campaign.name} ${format} decision tree ${treeKey}`,
          type: 'DISPLAY',
          size: { width: size.width, height: size.height },
          active: true,
          creativeAssets: assets.map((a) => ({ assetIdentifier: a.assetIdentifier, role: 'PRIMARY' })),
          // the API wants at least one rule: a size with one variant is a plain creative
          ...(targeted.length
            ? {
                dynamicAssetSelection: true,
                creativeAssetSelection: {
                  defaultAssetId: assets[0].id,
                  rules: targeted.map((item, i) => ({ assetId: assets[i + 1].id, name: item.variantName ?? item.name, targetingTemplateId: templateIds[i] })),
                },
              }
            : {}),
        },
      });
      id = data.id ?? undefined;
    }
    return items.map((i) => ({ creativeId: i.creativeId, status: 'Published', platformId: id }));
  } catch (err) {
    return errorAll(creativeFailure(PLATFORM, t.account, err));
  }
}

export const cm360Adapter: PublishAdapter = {
  channel: 'google',
  async publish(ctx, items) {
    const t = await target(ctx);
    if (ctx.delivery === 'NON_TRAFFICKED') {
      const bySize = new Map<string, PublishItem[]>();
      for (const i of items) bySize.set(i.format, [...(bySize.get(i.format) ?? []), i]);
      const results: PublishItemResult[] = [];
      for (const [format, group] of bySize) results.push(...(await publishTree(t, ctx, format, group)));
      return results;
    }
    const results: PublishItemResult[] = [];
    for (const item of items) results.push(await publishOne(t, ctx, item));
    return results;
  },
};
