/**
 * Display & Video 360's port: an advertiser, its campaigns and its line items through googleapis' displayvideo v4
 * (imported alone: the googleapis index would bundle every Google API). The token is the node's DV360 token.
 */
import { displayvideo_v4 } from 'googleapis/build/src/apis/displayvideo/v4.js';
import type { Dv360Advertiser, Dv360Campaign, Dv360LineItem } from '@shared/contracts/ad-platforms';
import type { SealedToken } from './node-settings';
import { allPages, googleOptions, googleRead } from './google-client';

export interface Dv360Port {
  getAdvertiser(token: SealedToken, advertiserId: string): Promise<Dv360Advertiser>;
  listCampaigns(token: SealedToken, advertiserId: string): Promise<Dv360Campaign[]>;
  /** The advertiser's line items, of the given campaigns only when some are named. */
  listLineItems(token: SealedToken, advertiserId: string, campaignIds?: readonly string[]): Promise<Dv360LineItem[]>;
}

const PAGE_SIZE = 200;
const str = (v: string | null | undefined) => v ?? '';
const pad = (n: number | null | undefined, width: number) => String(n ?? 0).padStart(width, '0');
/** A custom flight's end date ({year, month, day}) as YYYY-MM-DD; an inherited flight has none of its own. */
const flightEnd = (d: displayvideo_v4.Schema$Date | undefined) => (d?.year ? { endDate: `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}` } : {});

export function dv360Client(rootUrl?: string, pageSize = PAGE_SIZE): Dv360Port {
  const api = (token: SealedToken) => new displayvideo_v4.Displayvideo(googleOptions(token, rootUrl));
  return {
    getAdvertiser: (token, advertiserId) =>
      googleRead('Display & Video 360', `advertiser ${advertiserId}`, async () => {
        const { data } = await api(token).advertisers.get({ advertiserId });
        return { advertiserId: str(data.advertiserId), partnerId: str(data.partnerId), displayName: str(data.displayName), entityStatus: str(data.entityStatus) };
      }),
    listCampaigns: (token, advertiserId) =>
      googleRead('Display & Video 360', `advertiser ${advertiserId}`, () => {
        const client = api(token);
        return allPages(async (pageToken) => {
          const { data } = await client.advertisers.campaigns.list({ advertiserId, pageSize, pageToken, orderBy: 'displayName' });
          const items = (data.campaigns ?? []).map((c) => ({ advertiserId: str(c.advertiserId), campaignId: str(c.campaignId), displayName: str(c.displayName), entityStatus: str(c.entityStatus) }));
          return { items, next: data.nextPageToken };
        });
      }),
    listLineItems: (token, advertiserId, campaignIds) =>
      googleRead('Display & Video 360', `advertiser ${advertiserId}`, () => {
        const client = api(token);
        const filter = campaignIds?.length ? campaignIds.map((id) => `campaignId="${id}"`).join(' OR ') : undefined;
        return allPages(async (pageToken) => {
          const { data } = await client.advertisers.lineItems.list({ advertiserId, pageSize, pageToken, filter, orderBy: 'displayName' });
          const items = (data.lineItems ?? []).map((l) => ({
            advertiserId: str(l.advertiserId),
            campaignId: str(l.campaignId),
            insertionOrderId: str(l.insertionOrderId),
            lineItemId: str(l.lineItemId),
            displayName: str(l.displayName),
            lineItemType: str(l.lineItemType),
            entityStatus: str(l.entityStatus),
            ...flightEnd(l.flight?.dateRange?.endDate),
          }));
          return { items, next: data.nextPageToken };
        });
      }),
  };
}
