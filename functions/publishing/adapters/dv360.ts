/**
 * The DSP's adapter (channel dv360, Display & Video 360 through googleapis displayvideo v4): each creative's image
 * uploaded as an asset of the node's advertiser (advertisers.assets.upload), then a hosted standard creative of its
 * size (advertisers.creatives.create) with the landing page as its exit event and the publish record's key as its
 * integrationCode. Before making one, the advertiser's newest creatives are read for that key, so a redelivery
 * finds the creative it made instead of making a second.
 */
import { Readable } from 'node:stream';
import { displayvideo_v4 } from 'googleapis/build/src/apis/displayvideo/v4.js';
import { MESSAGES } from '@shared/messages';
import { landingPageOf, sizeOf } from '@shared/domain/publishing';
import { googleApiOptions, notConfigured } from '@functions/ad-platforms/public';
import { creativeFailure } from './failures';
import { PublishChannelError, type PublishAdapter, type PublishItemResult } from './port';

const PLATFORM = 'Display & Video 360' as const;
/** The newest creatives read for keys: a batch is at most a few dozen creatives, so the newest page holds them. */
const RECENT = 200;

export const dv360Adapter: PublishAdapter = {
  channel: 'dv360',
  async publish(ctx, items) {
    const advertiserId = ctx.settings.text.dv360AdvertiserId;
    const token = ctx.settings.tokens.dv360Token;
    if (!advertiserId) throw new PublishChannelError(notConfigured('DV360 advertiser id').message);
    if (!token) throw new PublishChannelError(notConfigured('DV360 token').message);
    const options = googleApiOptions(token);
    const api = new displayvideo_v4.Displayvideo(options);
    // media uploads take their root address per call (googleapis builds mediaUrl from the call's options only)
    const uploadOptions = options.rootUrl ? { rootUrl: options.rootUrl } : {};
    const account = `advertiser ${advertiserId}`;
    let known: Map<string, string>;
    try {
      const { data } = await api.advertisers.creatives.list({ advertiserId, pageSize: RECENT, orderBy: 'creativeId desc' });
      known = new Map((data.creatives ?? []).filter((c) => c.integrationCode).map((c) => [c.integrationCode!, c.creativeId ?? '']));
    } catch (err) {
      throw new PublishChannelError(creativeFailure(PLATFORM, account, err));
    }
    const results: PublishItemResult[] = [];
    for (const item of items) {
      const key = ctx.idempotencyKey(item);
      const size = sizeOf(item.format);
      const landingPage = landingPageOf(item.values);
      const found = known.get(key);
      if (found) {
        results.push({ creativeId: item.creativeId, status: 'Published', platformId: found });
        continue;
      }
      const problem = !item.files.screenshot ? MESSAGES.publishNoFile : !size ? MESSAGES.publishNoSize : !landingPage ? MESSAGES.publishNoLandingPage : null;
      if (problem) {
        results.push({ creativeId: item.creativeId, status: 'Error', message: problem });
        continue;
      }
      try {
        const filename = `${key}.png`;
        const { data: upload } = await api.advertisers.assets.upload({
          advertiserId,
          requestBody: { filename },
          media: { mimeType: 'image/png', body: Readable.from(await ctx.readFile(item.files.screenshot!)) },
        }, uploadOptions);
        const { data: creative } = await api.advertisers.creatives.create({
          advertiserId,
          requestBody: {
            displayName: item.name,
            entityStatus: 'ENTITY_STATUS_ACTIVE',
            hostingSource: 'HOSTING_SOURCE_HOSTED',
            creativeType: 'CREATIVE_TYPE_STANDARD',
            dimensions: { widthPixels: size!.width, heightPixels: size!.height },
            assets: [{ asset: { mediaId: upload.asset?.mediaId }, role: 'ASSET_ROLE_MAIN' }],
            exitEvents: [{ type: 'EXIT_EVENT_TYPE_DEFAULT', url: landingPage! }],
            integrationCode: key,
          },
        });
        results.push({ creativeId: item.creativeId, status: 'Published', platformId: creative.creativeId ?? undefined });
      } catch (err) {
        results.push({ creativeId: item.creativeId, status: 'Error', message: creativeFailure(PLATFORM, account, err) });
      }
    }
    return results;
  },
};
