/**
 * The write side of the Google platforms in the simulator, in the shapes the real APIs take and answer:
 *   Campaign Manager 360 v4: media upload `POST /upload/dfareporting/v4/userprofiles/{p}/creativeAssets/{advertiserId}/creativeAssets`
 *     (multipart/related: CreativeAssetMetadata JSON + the file) -> { assetIdentifier: { name, type }, id };
 *     `POST|GET .../userprofiles/{p}/creatives` (Creative: advertiserId, name, type, size, active, creativeAssets,
 *     dynamicAssetSelection, creativeAssetSelection { defaultAssetId, rules [{ assetId, name, targetingTemplateId }] };
 *     list by advertiserId and searchString; a rule naming an unknown targeting template is refused 400);
 *     `POST|GET .../userprofiles/{p}/targetingTemplates[/{id}]` (cm360-targeting.ts);
 *     `POST .../userprofiles/{p}/campaigns/{id}/campaignCreativeAssociations` { creativeId }.
 *   Display & Video 360 v4: `POST /upload/v4/advertisers/{a}/assets` (multipart: { filename } + file) -> { asset: { mediaId, content } };
 *     `POST|GET /v4/advertisers/{a}/creatives` (displayName, entityStatus, hostingSource, creativeType, dimensions,
 *     assets[{ asset: { mediaId }, role }], exitEvents, integrationCode; list ordered by creativeId desc).
 *   Google Ads v23 REST: `POST /googleads/v23/customers/{c}/googleAds:mutate` { mutateOperations: [{ assetOperation |
 *     adGroupAdOperation: { create } }] } with temporary resource names (-1, -2 ...) -> { mutateOperationResponses };
 *     `FROM ad_group_ad` searches (ad name LIKE 'key%').
 * Stateful: everything made is kept and read back with `GET /__simulator/published` (what tests assert: nothing twice).
 * The 'outage' fault answers 503 UNAVAILABLE to every call of the token, as a platform down for maintenance does.
 */
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { CM360, DV360, GOOGLE_ADS, SIM_TOKENS } from './accounts';
import { refusedRules } from './cm360-targeting';
import { googleAuth } from './google';
import { metaPublished } from './meta-publish';
import { faultOf, type SimAnswer, type SimRequest, type SimulatorState } from './server';
import { youtubePublished } from './youtube';

interface Store {
  cm360: { assets: Record<string, unknown>[]; creatives: Record<string, unknown>[]; associations: { campaignId: string; creativeId: string }[]; targetingTemplates: Record<string, unknown>[] };
  dv360: { assets: Record<string, unknown>[]; creatives: Record<string, unknown>[] };
  googleAds: { assets: Record<string, unknown>[]; ads: Record<string, unknown>[] };
}
const stores = new WeakMap<SimulatorState, Store>();
export function storeOf(state: SimulatorState): Store {
  let s = stores.get(state);
  if (!s) stores.set(state, (s = { cm360: { assets: [], creatives: [], associations: [], targetingTemplates: [] }, dv360: { assets: [], creatives: [] }, googleAds: { assets: [], ads: [] } }));
  return s;
}

let sequence = 0;
export const nextId = (base: number) => String(base + ++sequence);
export const googleError = (code: number, status: string, message: string): SimAnswer => ({ status: code, body: { error: { code, message, status } } });
export const badRequest = (message: string) => googleError(400, 'INVALID_ARGUMENT', message);
export const OUTAGE: SimAnswer = googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.');

/** The published objects, for tests and the curious: the Google platforms', Meta's and YouTube's. */
export const publishedState = (state: SimulatorState): SimAnswer => ({ status: 200, body: { ...storeOf(state), meta: metaPublished(), youtube: youtubePublished() } });

const MAX_UPLOAD = 50 * 1024 * 1024;
async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req as AsyncIterable<Buffer>) {
    size += c.length;
    if (size > MAX_UPLOAD) break;
    chunks.push(c);
  }
  return Buffer.concat(chunks);
}

/** googleapis' multipart/related upload: the metadata JSON part, then the media part. */
function multipart(contentType: string, body: Buffer): { metadata: Record<string, unknown>; media: Buffer } | null {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return null;
  const text = body.toString('latin1');
  const parts = text.split(`--${boundary}`).slice(1, -1);
  if (parts.length < 2) return null;
  const partBody = (p: string) => p.slice(p.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
  try {
    return { metadata: JSON.parse(Buffer.from(partBody(parts[0]), 'latin1').toString('utf8')) as Record<string, unknown>, media: Buffer.from(partBody(parts[1]), 'latin1') };
  } catch {
    return null;
  }
}

/** `/upload/...`: the media uploads of CM360 creative assets and DV360 assets. */
export async function handleUpload(req: IncomingMessage, url: URL, state: SimulatorState): Promise<SimAnswer> {
  const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const sim: SimRequest = { method: req.method ?? 'POST', url, token, body: undefined, state, origin: '' };
  const denied = googleAuth(sim, 'Quota exceeded for quota metric \'Write requests\'.');
  if (denied) return denied;
  const parsed = multipart(String(req.headers['content-type'] ?? ''), await rawBody(req));
  if (!parsed || parsed.media.length === 0) return badRequest('Media is required.');
  const store = storeOf(state);
  const parts = url.pathname.split('/').filter(Boolean);
  // upload dfareporting v4 userprofiles {p} creativeAssets {advertiserId} creativeAssets
  if (parts[1] === 'dfareporting') {
    const profile = (CM360.profiles[token!] ?? []).find((p) => p.profileId === parts[4]);
    if (!profile) return googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission');
    const identifier = parsed.metadata.assetIdentifier as { name?: string; type?: string } | undefined;
    if (!identifier?.name || !identifier.type) return badRequest('assetIdentifier.name and assetIdentifier.type are required.');
    const asset = { kind: 'dfareporting#creativeAssetMetadata', id: nextId(90_000_000), advertiserId: parts[6], assetIdentifier: { name: identifier.name, type: identifier.type }, bytes: parsed.media.length };
    store.cm360.assets.push(asset);
    return { status: 200, body: asset };
  }
  // upload v4 advertisers {a} assets
  const advertiserId = parts[3];
  if (!(DV360.access[token!] ?? []).includes(advertiserId)) return googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission');
  const asset = { mediaId: nextId(70_000_000), content: `https://sim.dv360/${advertiserId}/${String(parsed.metadata.filename ?? 'asset')}`, advertiserId, filename: parsed.metadata.filename, bytes: parsed.media.length };
  store.dv360.assets.push(asset);
  return { status: 200, body: { asset: { mediaId: asset.mediaId, content: asset.content } } };
}

/** `.../userprofiles/{p}/creatives` (insert, list) for the profile's network. */
export function cm360Creatives(req: SimRequest, accountId: string): SimAnswer {
  const store = storeOf(req.state);
  if (req.method === 'GET') {
    const advertiserIds = req.url.searchParams.getAll('advertiserId');
    const search = (req.url.searchParams.get('searchString') ?? '').replace(/\*/g, '').toLowerCase();
    const creatives = store.cm360.creatives.filter((c) => c.accountId === accountId && (!advertiserIds.length || advertiserIds.includes(String(c.advertiserId))) && (!search || String(c.name).toLowerCase().includes(search)));
    return { status: 200, body: { kind: 'dfareporting#creativesListResponse', creatives } };
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  const advertiser = CM360.advertisers.find((a) => a.id === String(body.advertiserId) && a.accountId === accountId);
  if (!advertiser) return badRequest('Invalid advertiserId.');
  if (!body.name || !body.type) return badRequest('Creative name and type are required.');
  const assets = (body.creativeAssets ?? []) as { assetIdentifier?: { name?: string } }[];
  const known = new Set(store.cm360.assets.filter((a) => a.advertiserId === advertiser.id).map((a) => (a.assetIdentifier as { name: string }).name));
  if (!assets.length || assets.some((a) => !known.has(a.assetIdentifier?.name ?? ''))) return badRequest('Creative assets must be uploaded to the advertiser first.');
  if (body.dynamicAssetSelection && !body.creativeAssetSelection) return badRequest('creativeAssetSelection is required when dynamicAssetSelection is true.');
  const refused = refusedRules(store, advertiser.id, body.creativeAssetSelection);
  if (refused) return badRequest(refused);
  const creative = { kind: 'dfareporting#creative', ...body, id: nextId(150_000_000), accountId, advertiserId: advertiser.id, active: body.active ?? true };
  store.cm360.creatives.push(creative);
  return { status: 200, body: creative };
}

export function cm360Association(req: SimRequest, accountId: string, campaignId: string): SimAnswer {
  const campaign = CM360.campaigns.find((c) => c.id === campaignId && c.accountId === accountId);
  if (!campaign) return googleError(404, 'NOT_FOUND', `Campaign ${campaignId} not found.`);
  const creativeId = String((req.body as { creativeId?: string } | undefined)?.creativeId ?? '');
  const store = storeOf(req.state);
  if (!store.cm360.creatives.some((c) => c.id === creativeId)) return badRequest('Invalid creativeId.');
  if (!store.cm360.associations.some((a) => a.campaignId === campaignId && a.creativeId === creativeId)) store.cm360.associations.push({ campaignId, creativeId });
  return { status: 200, body: { kind: 'dfareporting#campaignCreativeAssociation', creativeId } };
}

/** `/v4/advertisers/{a}/creatives` (create, list newest first). */
export function dv360Creatives(req: SimRequest, advertiserId: string): SimAnswer {
  const store = storeOf(req.state);
  if (req.method === 'GET') {
    const creatives = store.dv360.creatives.filter((c) => c.advertiserId === advertiserId).sort((a, b) => Number(b.creativeId) - Number(a.creativeId));
    const size = Math.min(Number(req.url.searchParams.get('pageSize')) || 100, 200);
    return { status: 200, body: { creatives: creatives.slice(0, size) } };
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (!body.displayName || !body.creativeType || !body.hostingSource) return badRequest('displayName, creativeType and hostingSource are required.');
  const assets = (body.assets ?? []) as { asset?: { mediaId?: string } }[];
  if (!assets.length || assets.some((a) => !store.dv360.assets.some((s) => s.mediaId === a.asset?.mediaId && s.advertiserId === advertiserId))) return badRequest('Assets must be uploaded to the advertiser first.');
  const creativeId = nextId(600_000_000);
  const creative = { ...body, name: `advertisers/${advertiserId}/creatives/${creativeId}`, advertiserId, creativeId, entityStatus: body.entityStatus ?? 'ENTITY_STATUS_ACTIVE', reviewStatus: { approvalStatus: 'APPROVAL_STATUS_PENDING_NOT_SERVABLE' } };
  store.dv360.creatives.push(creative);
  return { status: 200, body: creative };
}

const adsError = (code: number, status: string, message: string, errorCode: Record<string, string>): SimAnswer => ({
  status: code,
  body: { error: { code, message, status, details: [{ '@type': 'type.googleapis.com/google.ads.googleads.v23.errors.GoogleAdsFailure', errors: [{ errorCode, message }], requestId: randomBytes(8).toString('hex') }] } },
});

/** Google Ads' token and customer checks, as its search answers them; undefined when the call may go on. */
function adsAccess(req: SimRequest, customerId: string): SimAnswer | undefined {
  const known = Object.values(SIM_TOKENS) as string[];
  if (!req.token || !known.includes(req.token)) return adsError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.', { authenticationError: 'OAUTH_TOKEN_INVALID' });
  const fault = faultOf(req);
  if (fault === 'outage') return OUTAGE;
  if (fault === 'expired' || req.token === SIM_TOKENS.expiredGoogle) return adsError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.', { authenticationError: 'OAUTH_TOKEN_EXPIRED' });
  if (fault === 'rate-limit') return adsError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).', { quotaError: 'RESOURCE_EXHAUSTED' });
  if (!(GOOGLE_ADS.access[req.token] ?? []).includes(customerId)) return adsError(403, 'PERMISSION_DENIED', 'The caller does not have permission', { authorizationError: 'USER_PERMISSION_DENIED' });
  return undefined;
}

type Operation = { assetOperation?: { create?: Record<string, unknown> }; adGroupAdOperation?: { create?: Record<string, unknown> } };

/** `googleAds:mutate`: atomic, temporary ids resolved in order. */
export function googleAdsMutate(req: SimRequest, customerId: string): SimAnswer {
  const denied = adsAccess(req, customerId);
  if (denied) return denied;
  const operations = ((req.body ?? {}) as { mutateOperations?: Operation[] }).mutateOperations ?? [];
  if (!operations.length) return adsError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', { mutateError: 'RESOURCE_NOT_FOUND' });
  const store = storeOf(req.state);
  const temporary = new Map<string, string>();
  const made: { assets: Record<string, unknown>[]; ads: Record<string, unknown>[] } = { assets: [], ads: [] };
  const responses: Record<string, unknown>[] = [];
  for (const op of operations) {
    if (op.assetOperation?.create) {
      const create = op.assetOperation.create;
      const id = nextId(300_000_000_000);
      const resourceName = `customers/${customerId}/assets/${id}`;
      if (typeof create.resourceName === 'string') temporary.set(create.resourceName, resourceName);
      const image = create.imageAsset as { data?: string } | undefined;
      if (!image?.data) return adsError(400, 'INVALID_ARGUMENT', 'Image data is required.', { assetError: 'IMAGE_DATA_REQUIRED' });
      made.assets.push({ resourceName, id, name: create.name, type: 'IMAGE', bytes: Buffer.from(image.data, 'base64').length });
      responses.push({ assetResult: { resourceName } });
    } else if (op.adGroupAdOperation?.create) {
      const create = op.adGroupAdOperation.create;
      const adGroupId = /adGroups\/(\d+)$/.exec(String(create.adGroup ?? ''))?.[1];
      const group = GOOGLE_ADS.adGroups.find((g) => g.customerId === customerId && g.id === adGroupId);
      if (!group) return adsError(400, 'INVALID_ARGUMENT', 'Resource was not found.', { mutateError: 'RESOURCE_NOT_FOUND' });
      const ad = (create.ad ?? {}) as { name?: string; finalUrls?: string[]; imageAd?: { imageAsset?: { asset?: string } } };
      const asset = ad.imageAd?.imageAsset?.asset;
      const assetName = asset ? (temporary.get(asset) ?? asset) : undefined;
      if (!assetName || ![...store.googleAds.assets, ...made.assets].some((a) => a.resourceName === assetName)) return adsError(400, 'INVALID_ARGUMENT', 'The image asset does not exist.', { adError: 'IMAGE_ASSET_REQUIRED' });
      if (!ad.finalUrls?.length) return adsError(400, 'INVALID_ARGUMENT', 'Final URLs are required.', { adError: 'FINAL_URLS_REQUIRED' });
      const adId = nextId(700_000_000_000);
      const resourceName = `customers/${customerId}/adGroupAds/${group.id}~${adId}`;
      made.ads.push({ resourceName, adGroupId: group.id, customerId, status: create.status ?? 'ENABLED', ad: { id: adId, name: ad.name, finalUrls: ad.finalUrls, imageAd: { imageAsset: { asset: assetName } } } });
      responses.push({ adGroupAdResult: { resourceName } });
    } else {
      return adsError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', { mutateError: 'OPERATION_NOT_SUPPORTED' });
    }
  }
  store.googleAds.assets.push(...made.assets);
  store.googleAds.ads.push(...made.ads);
  return { status: 200, body: { mutateOperationResponses: responses } };
}

/** The rows of `SELECT ... FROM ad_group_ad WHERE ad_group_ad.ad.name LIKE 'x%'` for the customer. */
export function adGroupAdRows(req: SimRequest, customerId: string, query: string): Record<string, unknown>[] {
  const like = /ad_group_ad\.ad\.name\s+LIKE\s+'([^']*)'/i.exec(query)?.[1];
  const prefix = like?.replace(/%$/, '');
  return storeOf(req.state)
    .googleAds.ads.filter((a) => a.customerId === customerId && (!prefix || String((a.ad as { name?: string }).name ?? '').startsWith(prefix)))
    .map((a) => ({ adGroup: { resourceName: `customers/${customerId}/adGroups/${String(a.adGroupId)}`, id: a.adGroupId }, adGroupAd: { resourceName: a.resourceName, status: a.status, ad: a.ad } }));
}
