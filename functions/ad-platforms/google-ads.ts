/**
 * Google Ads' port (the ads manager): campaigns and ad groups of the node's customer account through google-ads-api,
 * whose queries (23.x) travel as REST `googleAds:searchStream` over axios after trading the node's refresh token for
 * an access token. The product's OAuth client and developer token come from Secrets Manager in AWS.
 * Against the embedded simulator the same library runs with two of its steps redirected: the request's URL (the
 * library writes googleads.googleapis.com into it) and the token exchange (the simulator takes the refresh token as
 * the bearer). A library upgrade that renames either fails the port's tests rather than reaching Google.
 */
import type { Customer, GoogleAdsApi } from 'google-ads-api';
import type { GoogleAdsAdGroup, GoogleAdsCampaign } from '@shared/contracts/ad-platforms';
import { AppError } from '@functions/lib/errors';
import { decryptSecret } from '@functions/lib/secrets';
import type { SealedToken } from './node-settings';
import { googleFailureKind, platformFailure } from './platform-errors';

export interface GoogleAdsAccess {
  refreshToken: SealedToken;
  /** The customer id as the settings hold it (123-456-7890 or 1234567890). */
  customerId: string;
}

export interface GoogleAdsPort {
  listCampaigns(access: GoogleAdsAccess): Promise<GoogleAdsCampaign[]>;
  listAdGroups(access: GoogleAdsAccess, campaignId: string): Promise<GoogleAdsAdGroup[]>;
  /** Publishing: GoogleAdsService.Mutate in its REST form (camelCase operations), atomic; answers the resource names made. */
  mutate(access: GoogleAdsAccess, mutateOperations: readonly object[]): Promise<string[]>;
  /** Publishing: the ads whose name starts with a prefix (a publish record's key), with their ad group. */
  findAds(access: GoogleAdsAccess, namePrefix: string): Promise<{ adGroupId: string; resourceName: string; name: string }[]>;
}

export interface GoogleAdsAppCredentials {
  clientId: string;
  clientSecret: string;
  developerToken: string;
  loginCustomerId?: string;
}

const digits = (id: string) => id.replace(/-/g, '');
/** The library parses enum fields to their numbers; the answer names them as the API does. */
const named = (table: Record<number, string>, value: string | number | undefined) => (typeof value === 'number' ? (table[value] ?? String(value)) : String(value ?? ''));

type Row = {
  campaign?: { id?: string | number; name?: string; status?: string | number; advertising_channel_type?: string | number };
  ad_group?: { id?: string | number; name?: string; status?: string | number; type?: string | number };
};

/** What the library's REST path calls on a Customer (private in its types): redirected for the simulator. */
interface RestInternals {
  prepareGoogleAdsServicePostRequestArgs(fn: string, accessToken: string, extra: object): { url: string; headers: Record<string, string> } & Record<string, unknown>;
  getAccessToken(): Promise<string>;
}

function failureOf(err: unknown): { kind: ReturnType<typeof googleFailureKind>; status?: number; code?: string } {
  // a GoogleAdsFailure: errors[0].error_code names its kind ({ authentication_error: ... }); REST answers: details[0].errors
  const failure = err as { errors?: { error_code?: Record<string, unknown> }[]; response?: { status?: number }; status?: number; details?: { errors?: { errorCode?: Record<string, unknown> }[] }[] };
  const errorKind = Object.keys(failure.errors?.[0]?.error_code ?? failure.details?.[0]?.errors?.[0]?.errorCode ?? {})[0];
  const status = failure.response?.status ?? failure.status;
  return { kind: googleFailureKind(status, errorKind), status, code: errorKind };
}

/** `simulatorUrl` set: the embedded simulator instead of googleads.googleapis.com. */
export function googleAdsClient(appCredentials: () => Promise<GoogleAdsAppCredentials>, simulatorUrl?: string): GoogleAdsPort {
  // loaded at the first call: the library (and its protos) only in the Lambda that reads Google Ads
  const library = () => import('google-ads-api');
  let client: Promise<GoogleAdsApi> | undefined;
  const customer = async (access: GoogleAdsAccess): Promise<Customer> => {
    client ??= Promise.all([library(), appCredentials()]).then(
      ([{ GoogleAdsApi }, c]) => new GoogleAdsApi({ client_id: c.clientId, client_secret: c.clientSecret, developer_token: c.developerToken }),
    );
    const { loginCustomerId } = await appCredentials();
    const refreshToken = decryptSecret(access.refreshToken.ciphertext);
    const made = (await client).Customer({ customer_id: digits(access.customerId), refresh_token: refreshToken, ...(loginCustomerId ? { login_customer_id: digits(loginCustomerId) } : {}) });
    if (simulatorUrl) {
      const rest = made as unknown as RestInternals;
      const prepare = rest.prepareGoogleAdsServicePostRequestArgs.bind(made);
      rest.prepareGoogleAdsServicePostRequestArgs = (fn, token, extra) => {
        const args = prepare(fn, token, extra);
        return { ...args, url: args.url.replace('https://googleads.googleapis.com/', `${simulatorUrl}/googleads/`) };
      };
      rest.getAccessToken = async () => refreshToken;
    }
    return made;
  };
  const run = async <T>(access: GoogleAdsAccess, read: (c: Customer) => Promise<T>): Promise<T> => {
    try {
      return await read(await customer(access));
    } catch (err) {
      if (err instanceof AppError) throw err;
      const { kind, status, code } = failureOf(err);
      throw platformFailure('Google Ads', kind, `customer ${access.customerId}`, { status, code });
    }
  };
  return {
    listCampaigns: (access) =>
      run(access, async (c) => {
        const { enums } = await library();
        const rows = (await c.query("SELECT campaign.id, campaign.name, campaign.status, campaign.advertising_channel_type FROM campaign WHERE campaign.status != 'REMOVED' ORDER BY campaign.name")) as Row[];
        return rows.map(({ campaign = {} }) => ({ id: String(campaign.id ?? ''), name: campaign.name ?? '', status: named(enums.CampaignStatus, campaign.status), advertisingChannelType: named(enums.AdvertisingChannelType, campaign.advertising_channel_type) }));
      }),
    mutate: (access, mutateOperations) =>
      run(access, async (c) => {
        // the library mutates over gRPC only; its REST request (the one its queries use) carries the same operations
        const rest = c as unknown as RestInternals;
        const args = rest.prepareGoogleAdsServicePostRequestArgs('mutate', await rest.getAccessToken(), {});
        const response = await fetch(args.url, { method: 'POST', headers: { ...args.headers, 'content-type': 'application/json' }, body: JSON.stringify({ mutateOperations }) });
        const answer = (await response.json().catch(() => ({}))) as { mutateOperationResponses?: Record<string, { resourceName?: string }>[]; error?: { message?: string; details?: unknown[] } };
        if (!response.ok) throw Object.assign(new Error(answer.error?.message ?? `Google Ads answered ${response.status}`), { status: response.status, details: answer.error?.details, platformMessage: answer.error?.message });
        return (answer.mutateOperationResponses ?? []).map((r) => Object.values(r)[0]?.resourceName ?? '');
      }),
    findAds: (access, namePrefix) =>
      run(access, async (c) => {
        const like = namePrefix.replace(/[^A-Za-z0-9-]/g, '');
        const rows = (await c.query(`SELECT ad_group.id, ad_group_ad.ad.id, ad_group_ad.ad.name FROM ad_group_ad WHERE ad_group_ad.ad.name LIKE '${like}%'`)) as { ad_group?: { id?: string | number }; ad_group_ad?: { resource_name?: string; ad?: { name?: string } } }[];
        return rows.map((r) => ({ adGroupId: String(r.ad_group?.id ?? ''), resourceName: r.ad_group_ad?.resource_name ?? '', name: r.ad_group_ad?.ad?.name ?? '' }));
      }),
    listAdGroups: (access, campaignId) =>
      run(access, async (c) => {
        const { enums } = await library();
        const rows = (await c.query(`SELECT campaign.id, ad_group.id, ad_group.name, ad_group.status, ad_group.type FROM ad_group WHERE campaign.id = ${digits(campaignId)} AND ad_group.status != 'REMOVED' ORDER BY ad_group.name`)) as Row[];
        return rows.map(({ campaign = {}, ad_group = {} }) => ({ id: String(ad_group.id ?? ''), campaignId: String(campaign.id ?? ''), name: ad_group.name ?? '', status: named(enums.AdGroupStatus, ad_group.status), type: named(enums.AdGroupType, ad_group.type) }));
      }),
  };
}
