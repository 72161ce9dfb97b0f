/**
 * The ads manager's adapter (channel gads, Google Ads through google-ads-api): each creative becomes an image asset of
 * the node's customer account and one image ad in each chosen ad group, in one atomic mutate per creative (temporary
 * resource names link the ads to the asset). Each ad's name starts with the publish record's key; the ads already
 * carrying it are read first, so a redelivery only makes the ads that are missing.
 */
import { MESSAGES } from '@shared/messages';
import { landingPageOf } from '@shared/domain/publishing';
import { googleAdsPort, notConfigured, type GoogleAdsAccess } from '@functions/ad-platforms/public';
import { creativeFailure } from './failures';
import { PublishChannelError, type PublishAdapter, type PublishItemResult } from './port';

const PLATFORM = 'Google Ads' as const;
const digits = (id: string) => id.replace(/-/g, '');

export const googleAdsAdapter: PublishAdapter = {
  channel: 'gads',
  async publish(ctx, items) {
    const customerId = ctx.settings.text.gadsCustomerAccountId;
    const refreshToken = ctx.settings.tokens.gadsToken;
    if (!customerId) throw new PublishChannelError(notConfigured('Google Ads customer account id').message);
    if (!refreshToken) throw new PublishChannelError(notConfigured('Google Ads token').message);
    if (!ctx.adGroupIds?.length) throw new PublishChannelError(MESSAGES.googleAdsNoAdGroups);
    const access: GoogleAdsAccess = { customerId, refreshToken };
    const account = `customer ${customerId}`;
    const port = googleAdsPort();
    const results: PublishItemResult[] = [];
    for (const item of items) {
      const key = ctx.idempotencyKey(item);
      const landingPage = landingPageOf(item.values);
      if (!item.files.screenshot || !landingPage) {
        results.push({ creativeId: item.creativeId, status: 'Error', message: item.files.screenshot ? MESSAGES.publishNoLandingPage : MESSAGES.publishNoFile });
        continue;
      }
      try {
        const made = await port.findAds(access, key);
        const missing = ctx.adGroupIds.filter((g) => !made.some((a) => a.adGroupId === g));
        let names = made.map((a) => a.resourceName);
        if (missing.length) {
          const asset = `customers/${digits(customerId)}/assets/-1`;
          const data = (await ctx.readFile(item.files.screenshot)).toString('base64');
          const created = await port.mutate(access, [
            { assetOperation: { create: { resourceName: asset, name: `${key} ${item.name}`, type: 'IMAGE', imageAsset: { data } } } },
            ...missing.map((g) => ({
              adGroupAdOperation: { create: { adGroup: `customers/${digits(customerId)}/adGroups/${g}`, status: 'ENABLED', ad: { name: `${key} ${item.name}`, finalUrls: [landingPage], imageAd: { imageAsset: { asset } } } } },
            })),
          ]);
          names = [...names, ...created.slice(1)];
        }
        results.push({ creativeId: item.creativeId, status: 'Published', platformId: names.join(',') });
      } catch (err) {
        results.push({ creativeId: item.creativeId, status: 'Error', message: creativeFailure(PLATFORM, account, err) });
      }
    }
    return results;
  },
};
