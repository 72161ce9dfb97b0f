/**
 * Campaign Manager 360's port (the ad server): advertisers, campaigns, sites and the targeting lookup lists (mobile
 * carriers, operating systems, browsers, connection types, platform types, languages) through googleapis'
 * dfareporting v4, imported alone. CM360 reads go through the user profile that the token's user has in the node's
 * network (DCM network id); the token is the node's DV360 token (Google Marketing Platform's one OAuth grant).
 */
import { dfareporting_v4 } from 'googleapis/build/src/apis/dfareporting/v4.js';
import type { Cm360Item, Cm360List } from '@shared/contracts/ad-platforms';
import type { SealedToken } from './node-settings';
import { allPages, googleOptions, googleRead } from './google-client';
import { platformFailure } from './platform-errors';

export interface Cm360Access {
  token: SealedToken;
  networkId: string;
}

export interface Cm360Port {
  /** One list of the network; `advertiserId` narrows campaigns, `searchString` finds by name. */
  list(access: Cm360Access, list: Cm360List, filter?: { advertiserId?: string; searchString?: string }): Promise<Cm360Item[]>;
}

const PAGE_SIZE = 1000;
type Api = dfareporting_v4.Dfareporting;
type Item = { id?: string | null; dartId?: string | null; name?: string | null };
const item = (i: Item & Record<string, unknown>): Cm360Item => {
  const { kind: _kind, etag: _etag, idDimensionValue: _dimension, ...rest } = i as Record<string, unknown>;
  return { ...rest, id: String(i.id ?? i.dartId ?? ''), name: String(i.name ?? '') };
};

type Lister = (api: Api, profileId: string, page: string | undefined, filter: { advertiserId?: string; searchString?: string }) => Promise<{ items: Item[]; next?: string | null }>;

const search = (s?: string) => (s ? `*${s}*` : undefined);
const LISTERS: Record<Cm360List, Lister> = {
  advertisers: async (api, profileId, pageToken, f) => {
    const { data } = await api.advertisers.list({ profileId, pageToken, maxResults: PAGE_SIZE, searchString: search(f.searchString), sortField: 'NAME' });
    return { items: data.advertisers ?? [], next: data.nextPageToken };
  },
  campaigns: async (api, profileId, pageToken, f) => {
    const { data } = await api.campaigns.list({ profileId, pageToken, maxResults: PAGE_SIZE, searchString: search(f.searchString), advertiserIds: f.advertiserId ? [f.advertiserId] : undefined, sortField: 'NAME' });
    return { items: data.campaigns ?? [], next: data.nextPageToken };
  },
  sites: async (api, profileId, pageToken, f) => {
    const { data } = await api.sites.list({ profileId, pageToken, maxResults: PAGE_SIZE, searchString: search(f.searchString), sortField: 'NAME' });
    return { items: data.sites ?? [], next: data.nextPageToken };
  },
  mobileCarriers: async (api, profileId) => ({ items: (await api.mobileCarriers.list({ profileId })).data.mobileCarriers ?? [] }),
  operatingSystems: async (api, profileId) => ({ items: (await api.operatingSystems.list({ profileId })).data.operatingSystems ?? [] }),
  browsers: async (api, profileId) => ({ items: (await api.browsers.list({ profileId })).data.browsers ?? [] }),
  connectionTypes: async (api, profileId) => ({ items: (await api.connectionTypes.list({ profileId })).data.connectionTypes ?? [] }),
  platformTypes: async (api, profileId) => ({ items: (await api.platformTypes.list({ profileId })).data.platformTypes ?? [] }),
  languages: async (api, profileId) => ({ items: (await api.languages.list({ profileId })).data.languages ?? [] }),
};

export function cm360Client(rootUrl?: string): Cm360Port {
  return {
    list: (access, list, filter = {}) =>
      googleRead('Campaign Manager 360', `network ${access.networkId}`, async () => {
        const api = new dfareporting_v4.Dfareporting(googleOptions(access.token, rootUrl));
        const profiles = (await api.userProfiles.list()).data.items ?? [];
        const profile = profiles.find((p) => p.accountId === access.networkId);
        if (!profile?.profileId) throw platformFailure('Campaign Manager 360', 'account', `network ${access.networkId}`);
        const profileId = profile.profileId;
        const items = await allPages((page) => LISTERS[list](api, profileId, page, filter));
        return items.map((i) => item(i as Item & Record<string, unknown>));
      }),
  };
}
