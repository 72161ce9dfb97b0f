/**
 * Meta's port: ad accounts, pages, campaigns and ad sets through facebook-nodejs-business-sdk. The token is the
 * product's system-user token (001 3 gives a node a Meta ad account and page, no Meta token), read from Secrets
 * Manager in AWS. The same client talks to the embedded simulator: each call is given the simulator's Graph base
 * (the SDK's `urlOverride`), so the SDK builds the same paths, pages with the answer's `paging.next` links and raises
 * its own FacebookRequestError, which is mapped here.
 */
import { AdAccount, Campaign, FacebookAdsApi, User, type Cursor, type FacebookRequestError } from 'facebook-nodejs-business-sdk';
import type { MetaAdAccount, MetaAdSet, MetaCampaign, MetaPage } from '@shared/contracts/ad-platforms';
import { config } from '@functions/lib/config';
import { metaFailureKind, platformFailure } from './platform-errors';

export interface MetaPort {
  listAdAccounts(): Promise<MetaAdAccount[]>;
  listPages(): Promise<MetaPage[]>;
  /** The campaigns of an ad account (`act_<id>` or its number). */
  listCampaigns(adAccountId: string): Promise<MetaCampaign[]>;
  getCampaign(campaignId: string): Promise<MetaCampaign>;
  listAdSets(campaignId: string): Promise<MetaAdSet[]>;
  /**
   * Meta's preview of an ad creative spec (`generatepreviews` on the ad account): the HTML Meta answers, an
   * `<iframe src=...>` of its preview page.
   */
  generatePreview(adAccountId: string, request: MetaPreviewRequest): Promise<string>;
}

/** What generatepreviews takes: the creative spec (object_story_spec), the placement and the frame's size. */
export interface MetaPreviewRequest {
  creative: Record<string, unknown>;
  adFormat: string;
  width?: number;
  height?: number;
}

/** Pages of this many items; a list stops after MAX_PAGES of them. */
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

const CAMPAIGN_FIELDS = ['id', 'account_id', 'name', 'objective', 'status', 'effective_status'];
/** end_time: absent while an ad set runs on (no end); signals imports leave out ended ones when asked. */
const AD_SET_FIELDS = ['id', 'campaign_id', 'name', 'status', 'effective_status', 'end_time'];

export const adAccountNode = (id: string) => (id.startsWith('act_') ? id : `act_${id}`);

async function drain<T>(first: Promise<Cursor>): Promise<T[]> {
  const items: T[] = [];
  let cursor = await first;
  for (let page = 0; ; page++) {
    items.push(...cursor.map((o) => o.exportAllData() as T));
    if (!cursor.hasNext() || page + 1 >= MAX_PAGES) return items;
    cursor = await cursor.next();
  }
}

/**
 * Calls through one FacebookAdsApi for a token, made on first use (this port's reads and publishing's writes,
 * publishing/adapters/meta-graph.ts); `graphBase` replaces https://graph.facebook.com (the embedded simulator).
 * What a call throws, the token's read included, is turned into the caller's own error by `failure`.
 */
export function metaApiCalls(accessToken: () => Promise<string>, graphBase?: string) {
  let api: Promise<FacebookAdsApi> | undefined;
  const client = () =>
    (api ??= accessToken().then((token) => {
      // no crash reports to Meta from our Lambdas
      const created = new FacebookAdsApi(token, 'en_US', false);
      if (graphBase) {
        const call = created.call.bind(created);
        created.call = (method, path, params, files, multipart, urlOverride) => call(method, path, params, files, multipart, urlOverride || graphBase);
      }
      return created;
    }));
  return async <T>(run: (api: FacebookAdsApi) => Promise<T>, failure: (err: unknown) => Error): Promise<T> => {
    try {
      return await run(await client());
    } catch (err) {
      throw failure(err);
    }
  };
}

/** The Graph client for a token; `graphBase` replaces https://graph.facebook.com (the embedded simulator). */
export function metaClient(accessToken: () => Promise<string>, graphBase?: string, pageSize = PAGE_SIZE): MetaPort {
  const call = metaApiCalls(accessToken, graphBase);
  const run = <T>(account: string, read: (api: FacebookAdsApi) => Promise<T>): Promise<T> =>
    call(read, (err) => {
      const e = err as Partial<FacebookRequestError>;
      const code = e.response?.code;
      return platformFailure('Meta', e.name === 'FacebookRequestError' ? metaFailureKind(code, e.response?.error_subcode) : 'unavailable', account, { status: e.status ?? undefined, code });
    });
  return {
    listAdAccounts: () => run('ad account', (api) => drain(new User('me', undefined, undefined, api).getAdAccounts(['id', 'account_id', 'name', 'currency', 'account_status'], { limit: pageSize }))),
    listPages: () => run('page', (api) => drain(new User('me', undefined, undefined, api).getAccounts(['id', 'name', 'category'], { limit: pageSize }))),
    listCampaigns: (adAccountId) =>
      run(`ad account ${adAccountId}`, (api) => drain(new AdAccount(adAccountNode(adAccountId), undefined, undefined, api).getCampaigns(CAMPAIGN_FIELDS, { limit: pageSize }))),
    getCampaign: (campaignId) =>
      run(`campaign ${campaignId}`, async (api) => (await new Campaign(campaignId, undefined, undefined, api).get(CAMPAIGN_FIELDS)).exportAllData() as MetaCampaign),
    listAdSets: (campaignId) =>
      run(`campaign ${campaignId}`, (api) => drain(new Campaign(campaignId, undefined, undefined, api).getAdSets(AD_SET_FIELDS, { limit: pageSize }))),
    generatePreview: (adAccountId, { creative, adFormat, width, height }) =>
      run(`ad account ${adAccountId}`, async (api) => {
        const params = { creative, ad_format: adFormat, ...(width ? { width } : {}), ...(height ? { height } : {}) };
        const [preview] = await new AdAccount(adAccountNode(adAccountId), undefined, undefined, api).getGeneratePreviews(['body'], params);
        return String(preview?.exportAllData().body ?? '');
      }),
  };
}

async function secretValue(arn: string): Promise<string> {
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  return SecretString ?? '';
}

/** The product's Meta token: the embedded value, or the secret read once per container. */
export async function metaAccessToken(): Promise<string> {
  const { metaAccessToken: plain, metaAccessTokenArn: arn } = config.adPlatforms;
  const token = plain ?? (arn ? await secretValue(arn) : '');
  if (!token) throw platformFailure('Meta', 'token', 'ad account');
  return token;
}
