/**
 * Meta's write calls for publishing, through facebook-nodejs-business-sdk (the client the read port uses): ad images
 * (`bytes`), ad videos (`file_url`, then `status` reads), ad creatives and ads of an ad account, and the look-ups that
 * keep a redelivery from making a second one (an ad set's ads whose name holds the publish reference, the account's
 * videos by title). In the embedded default the SDK's Graph base is the simulator's. Graph's errors are classified
 * (ad-platforms metaFailureKind): rate limit and outage throw PublishRetryableError (the queue retries), a refused
 * token PublishChannelError, anything else a GraphRefusal the adapter reports on that creative alone.
 */
import { AdAccount, AdSet, type FacebookAdsApi, type FacebookRequestError } from 'facebook-nodejs-business-sdk';
import { fillMessage, MESSAGES } from '@shared/messages';
import type { GraphVideoStatus } from '@shared/domain/meta-publishing';
import { adAccountNode, metaAccessToken, metaApiCalls, metaFailureKind, simulatorUrl } from '@functions/ad-platforms/public';
import { PublishChannelError, PublishRetryableError } from './port';

export class GraphRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraphRefusal';
  }
}

export interface MetaGraph {
  uploadImage(account: string, bytes: Buffer, name: string): Promise<string>;
  uploadVideo(account: string, fileUrl: string, title: string): Promise<string>;
  /** The account's video with this title (a previous try's upload), if any. */
  findVideo(account: string, title: string): Promise<string | undefined>;
  video(id: string): Promise<{ status?: GraphVideoStatus; picture?: string }>;
  createCreative(account: string, body: Record<string, unknown>): Promise<string>;
  /** The ad set's ad whose name holds `reference`, if any. */
  findAd(adSetId: string, reference: string): Promise<string | undefined>;
  createAd(account: string, ad: { name: string; adSetId: string; creativeId: string; status: 'ACTIVE' | 'PAUSED' }): Promise<string>;
}

type Graph = (method: 'GET' | 'POST', path: string[], params?: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** Graph's error turned into what publishing does with it; its message (never the request: the URL holds the token). */
function mapped(err: unknown): Error {
  const e = err as Partial<FacebookRequestError> & { response?: { error_user_msg?: string } };
  if (e.name !== 'FacebookRequestError') return new PublishRetryableError(fillMessage(MESSAGES.adPlatformUnavailable, { platform: 'Meta' }), 'unavailable');
  const kind = metaFailureKind(e.response?.code, e.response?.error_subcode);
  if (kind === 'rate-limit') return new PublishRetryableError(MESSAGES.tooManyRequests, 'rate-limit');
  if (kind === 'unavailable') return new PublishRetryableError(fillMessage(MESSAGES.adPlatformUnavailable, { platform: 'Meta' }), 'unavailable');
  if (kind === 'token') return new PublishChannelError(fillMessage(MESSAGES.adPlatformTokenRefused, { platform: 'Meta' }));
  return new GraphRefusal(e.response?.error_user_msg || e.response?.message || MESSAGES.adPlatformRequestRefused.replace('{platform}', 'Meta'));
}

export function metaGraph(accessToken: () => Promise<string> = metaAccessToken, graphBase: string | undefined = simulatorUrl() && `${simulatorUrl()}/meta`): MetaGraph {
  const call = metaApiCalls(accessToken, graphBase);
  const sdk = <T>(run: (api: FacebookAdsApi) => Promise<T>): Promise<T> => call(run, mapped);
  const graph: Graph = (method, path, params = {}) => sdk(async (a) => (await a.call(method, path, params)) as Record<string, unknown>);
  return {
    async uploadImage(account, bytes, name) {
      const created = await sdk((a) => new AdAccount(adAccountNode(account), undefined, undefined, a).createAdImage([], { bytes: bytes.toString('base64'), name }));
      const images = (created.exportAllData().images ?? {}) as Record<string, { hash?: string }>;
      const hash = Object.values(images)[0]?.hash;
      if (!hash) throw new GraphRefusal(MESSAGES.adPlatformRequestRefused.replace('{platform}', 'Meta'));
      return hash;
    },
    async uploadVideo(account, fileUrl, title) {
      const created = await sdk((a) => new AdAccount(adAccountNode(account), undefined, undefined, a).createAdVideo([], { file_url: fileUrl, name: title, title }));
      return String(created.exportAllData().id);
    },
    async findVideo(account, title) {
      let after: string | undefined;
      for (let page = 0; page < 20; page++) {
        const answer = await graph('GET', [adAccountNode(account), 'advideos'], { fields: 'id,title', limit: 100, ...(after ? { after } : {}) });
        const found = ((answer.data ?? []) as { id: string; title?: string }[]).find((v) => v.title === title);
        if (found) return found.id;
        const paging = answer.paging as { next?: string; cursors?: { after?: string } } | undefined;
        if (!paging?.next) return undefined;
        after = paging.cursors?.after;
      }
      return undefined;
    },
    async video(id) {
      const answer = await graph('GET', [id], { fields: 'id,status,picture' });
      return { status: answer.status as GraphVideoStatus | undefined, picture: answer.picture as string | undefined };
    },
    async createCreative(account, body) {
      const created = await sdk((a) => new AdAccount(adAccountNode(account), undefined, undefined, a).createAdCreative([], body));
      return String(created.exportAllData().id);
    },
    async findAd(adSetId, reference) {
      const ads = await sdk((a) => new AdSet(adSetId, undefined, undefined, a).getAds(['id', 'name'], { filtering: JSON.stringify([{ field: 'name', operator: 'CONTAIN', value: `#${reference}` }]), limit: 25 }));
      return ads.map((o) => o.exportAllData() as { id: string; name?: string }).find((ad) => ad.name?.endsWith(`#${reference}`))?.id;
    },
    async createAd(account, ad) {
      const created = await sdk((a) =>
        new AdAccount(adAccountNode(account), undefined, undefined, a).createAd([], { name: ad.name, adset_id: ad.adSetId, creative: { creative_id: ad.creativeId }, status: ad.status }),
      );
      return String(created.exportAllData().id);
    },
  };
}
