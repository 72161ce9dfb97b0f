/**
 * Meta's write side in the simulator (Graph v24.0, what the Meta publishing adapter calls), stateful so what was
 * published can be read back:
 *   POST act_{id}/adimages   `bytes` (base64): `{ images: { bytes: { hash, url } } }`, the hash the image's MD5 as Meta's
 *   POST act_{id}/advideos   `file_url`, `name`: `{ id }`; the simulator fetches the URL as Meta does, then the video is
 *                            processed; GET {video}?fields=status answers `status.video_status` and its phases
 *   POST act_{id}/adcreatives `object_story_spec` (link_data / video_data / child_attachments) or `asset_feed_spec`
 *   POST act_{id}/ads        `name`, `adset_id`, `creative: { creative_id }`, `status` (ACTIVE or PAUSED)
 *   GET  act_{id}/ads, {adset}/ads (with `filtering` on name), {ad}, {creative}, {video}, act_{id}/advideos
 * Graph's errors: the token checks and faults of meta.ts, 100 with a subcode for a parameter Meta refuses, 100/33 for
 * an unknown object. Processing takes `processingReads` status reads (1 by default; `POST /__simulator/meta/video-processing
 * {reads}` changes it), so 'still processing' and 'ready' can both be seen.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CALL_TO_ACTIONS } from '@shared/constants';
import { META } from './accounts';
import { graphError, handleMeta, metaAuth, page } from './meta';
import type { SimAnswer, SimRequest, SimulatorState } from './server';
import { handleYoutube, isYoutubePath } from './youtube';

const VERSION = 'v24.0';
const MAX_UPLOAD = 64 * 1024 * 1024;
export const SIM_MEDIA_PATH = '/meta/sim-media/images/';

/**
 * The seeded Meta trees' user segments (infra/local/seed-personalize.ts: fbAdSet values `1202100` + 9 digits, one per
 * audience of a seeded Meta campaign) are ad sets of these campaigns, in the ad account of the campaign's market.
 */
const SEEDED_META_CAMPAIGNS = [
  { name: 'DE_SparkleZero_Launch_Meta', account: '1029384756', id: '120210000000000111' },
  { name: 'FR_SparkleZero_AlwaysOn_Meta', account: '1029384756', id: '120210000000000112' },
  { name: 'US_SparkleZero_DPA_Meta', account: '5647382910', id: '120210000000000211' },
];
const SEEDED_AUDIENCES = 8;

interface AdSetRef { id: string; account_id: string; campaign_id: string; name: string }
const seededAdSets: AdSetRef[] = SEEDED_META_CAMPAIGNS.flatMap((c) =>
  Array.from({ length: SEEDED_AUDIENCES }, (_, i) => ({ id: `1202100${100_000_000 + i * 7_919 + c.name.length * 131}`, account_id: c.account, campaign_id: c.id, name: `${c.name} audience ${i + 1}` })),
);
const adSetOf = (id: string): AdSetRef | undefined => META.adSets.find((a) => a.id === id) ?? seededAdSets.find((a) => a.id === id);

interface Image { hash: string; account_id: string; name: string; url: string; width?: number; bytes: Buffer; created_time: string }
interface Video {
  id: string; account_id: string; title: string; file_url: string; created_time: string;
  uploading: 'not_started' | 'in_progress' | 'complete' | 'error'; processing: 'not_started' | 'in_progress' | 'complete' | 'error';
  readsLeft: number; picture?: string; error?: string;
}
interface Creative { id: string; account_id: string; name: string; status: string; object_story_spec?: Record<string, unknown>; asset_feed_spec?: Record<string, unknown>; url_tags?: string }
interface Ad { id: string; account_id: string; name: string; adset_id: string; campaign_id: string; creative: { id: string }; status: string; effective_status: string; created_time: string }

/** Everything published, kept for the simulator's life (a restart of `npm start` starts empty, as a new sandbox). */
const store = { images: new Map<string, Image>(), videos: new Map<string, Video>(), creatives: new Map<string, Creative>(), ads: new Map<string, Ad>(), processingReads: 1 };
/** What was published to Meta, for `GET /__simulator/published` (its `meta`): the images without their bytes. */
export const metaPublished = () => ({
  images: [...store.images.values()].map(({ bytes, ...image }) => ({ ...image, size: bytes.length })),
  videos: [...store.videos.values()],
  creatives: [...store.creatives.values()],
  ads: [...store.ads.values()],
});
let serial = 0;
const graphId = (prefix: string) => `${prefix}${String(Date.now() % 1e9).padStart(9, '0')}${String(++serial).padStart(4, '0')}`;
const now = () => new Date().toISOString().replace(/\.\d+Z$/, '+0000');

const invalid = (message: string, subcode = 1487390) => graphError(`(#100) ${message}`, 'OAuthException', 100, subcode);
const unknownObject = (id: string) =>
  graphError(`Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`, 'GraphMethodException', 100, 33);

/** Meta's call_to_action types: the 001 9 options (BUY_NOW is not among them: Meta refuses it on these ads). */
const CTA_TYPES = new Set(CALL_TO_ACTIONS.map((c) => c.trim().toUpperCase().replace(/[\s-]+/g, '_')));

const json = (v: unknown): Record<string, unknown> | undefined => {
  if (v && typeof v === 'object') return v as Record<string, unknown>;
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  }
  return undefined;
};

function uploadImage(req: SimRequest, account: string, body: Record<string, unknown>): SimAnswer {
  const data = typeof body.bytes === 'string' ? Buffer.from(body.bytes, 'base64') : Buffer.alloc(0);
  const png = data.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const jpeg = data[0] === 0xff && data[1] === 0xd8;
  if (!png && !jpeg) return graphError('Invalid parameter', 'OAuthException', 100, 1487242, { error_user_title: 'Image Format Not Supported', error_user_msg: 'The image you uploaded is in a format that is not supported. Please use a JPG or PNG.' });
  const hash = createHash('md5').update(data).digest('hex');
  const name = typeof body.name === 'string' && body.name ? body.name : 'bytes';
  const image: Image = { hash, account_id: account, name, url: `${req.origin}${SIM_MEDIA_PATH}${hash}`, width: png ? data.readUInt32BE(16) : undefined, bytes: data, created_time: now() };
  store.images.set(`${account}:${hash}`, image);
  return { status: 200, body: { images: { [name]: { hash, url: image.url } } } };
}

async function uploadVideo(account: string, body: Record<string, unknown>): Promise<SimAnswer> {
  const fileUrl = typeof body.file_url === 'string' ? body.file_url : '';
  if (!/^https?:\/\//.test(fileUrl)) return invalid('Param file_url must be a valid URL', 1363030);
  const video: Video = { id: graphId('1202300'), account_id: account, title: String(body.name ?? body.title ?? ''), file_url: fileUrl, created_time: now(), uploading: 'in_progress', processing: 'not_started', readsLeft: store.processingReads };
  store.videos.set(video.id, video);
  // Meta fetches the file itself; here the answer waits for that fetch, so the status reads that follow are the same every run
  await fetch(fileUrl)
    .then(async (res) => {
      if (!res.ok) throw new Error(`status ${res.status}`);
      const head = Buffer.from(await res.arrayBuffer()).subarray(0, 12);
      video.uploading = 'complete';
      const isVideo = head.subarray(4, 8).toString('latin1') === 'ftyp' || head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
      video.processing = isVideo ? 'in_progress' : 'error';
      if (!isVideo) video.error = 'The video file you selected is in a format that we don\'t support.';
    })
    .catch(() => {
      video.uploading = 'error';
      video.error = 'The video could not be downloaded from the URL.';
    });
  return { status: 200, body: { id: video.id } };
}

function videoStatus(video: Video, origin: string) {
  const ready = video.uploading === 'complete' && video.processing === 'complete';
  const errored = video.uploading === 'error' || video.processing === 'error';
  const phaseErrors = video.error ? [{ code: 1363008, message: video.error }] : undefined;
  return {
    video_status: ready ? 'ready' : errored ? 'error' : video.uploading === 'complete' ? 'processing' : 'upload_pending',
    uploading_phase: { status: video.uploading, ...(video.uploading === 'error' ? { errors: phaseErrors } : {}) },
    processing_phase: { status: video.processing, ...(video.processing === 'error' ? { errors: phaseErrors } : {}) },
    publishing_phase: { status: ready ? 'complete' : 'not_started' },
    ...(ready ? { picture: `${origin}/meta/sim-media/video-thumbnails/${video.id}.jpg` } : {}),
  };
}

/** A status read moves processing on: it lasts `processingReads` reads, then the video is ready. */
function readVideo(video: Video, origin: string): Record<string, unknown> {
  if (video.uploading === 'complete' && video.processing === 'in_progress') {
    if (video.readsLeft <= 0) video.processing = 'complete';
    else video.readsLeft -= 1;
  }
  const status = videoStatus(video, origin);
  return { id: video.id, account_id: video.account_id, title: video.title, status, ...(status.picture ? { picture: status.picture } : {}), created_time: video.created_time };
}

function checkCta(cta: unknown): string | null {
  const type = (cta as { type?: string } | undefined)?.type;
  if (cta === undefined) return null;
  return type && CTA_TYPES.has(type) ? null : `Param call_to_action[type] must be one of the supported call to action types (got ${String(type)})`;
}

function createCreative(account: string, body: Record<string, unknown>): SimAnswer {
  const story = json(body.object_story_spec);
  const feed = json(body.asset_feed_spec);
  if (!story) return invalid('Param object_story_spec is required', 1443048);
  const pageId = String(story.page_id ?? '');
  if (!META.pages.some((p) => p.id === pageId)) return invalid('Param object_story_spec[page_id] must be a valid page ID', 1443048);
  const image = (hash: unknown) => typeof hash === 'string' && store.images.has(`${account}:${hash}`);
  const video = (id: unknown) => (typeof id === 'string' ? store.videos.get(id) : undefined);
  const readyVideo = (id: unknown) => {
    const v = video(id);
    return v && v.account_id === account && v.uploading === 'complete' && v.processing === 'complete';
  };
  const link = json(story.link_data);
  const videoData = json(story.video_data);
  if (feed) {
    const images = (feed.images as { hash?: string }[] | undefined) ?? [];
    const videos = (feed.videos as { video_id?: string }[] | undefined) ?? [];
    if (!images.length && !videos.length) return invalid('asset_feed_spec needs images or videos', 1885998);
    if (images.some((i) => !image(i.hash))) return invalid('Image hash not found in the ad account', 1487242);
    if (videos.some((v) => !readyVideo(v.video_id))) return invalid('The video is not ready for use in an ad', 1363086);
    for (const type of (feed.call_to_action_types as string[] | undefined) ?? []) {
      const bad = checkCta({ type });
      if (bad) return invalid(bad, 1885316);
    }
    if (!(feed.link_urls as unknown[] | undefined)?.length) return invalid('asset_feed_spec needs link_urls', 1885998);
  } else if (link) {
    if (!link.link) return invalid('The link field is required.', 1443048);
    const cards = link.child_attachments as Record<string, unknown>[] | undefined;
    if (cards) {
      if (cards.length < 2 || cards.length > 10) return invalid('A carousel ad needs between 2 and 10 child attachments', 1443050);
      if (cards.some((c) => !image(c.image_hash) || !c.link)) return invalid('Each child attachment needs an image_hash of the ad account and a link', 1443050);
      for (const c of cards) {
        const bad = checkCta(c.call_to_action);
        if (bad) return invalid(bad, 1443050);
      }
    } else if (!image(link.image_hash)) return invalid('Param image_hash must be an image hash of the ad account', 1487242);
    const bad = checkCta(link.call_to_action);
    if (bad) return invalid(bad, 1443048);
  } else if (videoData) {
    if (!readyVideo(videoData.video_id)) return invalid('The video is not ready for use in an ad: wait until its video_status is ready', 1363086);
    if (!videoData.image_url && !videoData.image_hash) return invalid('Your video ad needs a thumbnail: give image_url or image_hash', 1443226);
    const bad = checkCta(videoData.call_to_action);
    if (bad) return invalid(bad, 1443048);
  } else return invalid('object_story_spec needs link_data or video_data', 1443048);
  const creative: Creative = { id: graphId('1202400'), account_id: account, name: String(body.name ?? ''), status: 'ACTIVE', object_story_spec: story, ...(feed ? { asset_feed_spec: feed } : {}), ...(body.url_tags ? { url_tags: String(body.url_tags) } : {}) };
  store.creatives.set(creative.id, creative);
  return { status: 200, body: { id: creative.id } };
}

function createAd(account: string, body: Record<string, unknown>): SimAnswer {
  const name = String(body.name ?? '');
  if (!name) return invalid('Param name is required', 1487007);
  if (name.length > 400) return invalid('Param name must be at most 400 characters', 1487007);
  const adSet = adSetOf(String(body.adset_id ?? ''));
  if (!adSet || adSet.account_id !== account) return invalid(`Param adset_id must be an ad set of the ad account (got ${String(body.adset_id)})`, 1487056);
  const creativeId = json(body.creative)?.creative_id;
  const creative = typeof creativeId === 'string' ? store.creatives.get(creativeId) : undefined;
  if (!creative || creative.account_id !== account) return invalid('Param creative[creative_id] must be an ad creative of the ad account', 1487058);
  const status = String(body.status ?? 'ACTIVE');
  if (!['ACTIVE', 'PAUSED'].includes(status)) return invalid('Param status must be one of {ACTIVE, PAUSED}', 1487009);
  const ad: Ad = { id: graphId('1202500'), account_id: account, name, adset_id: adSet.id, campaign_id: adSet.campaign_id, creative: { id: creative.id }, status, effective_status: status, created_time: now() };
  store.ads.set(ad.id, ad);
  return { status: 200, body: { id: ad.id } };
}

/** Graph's `filtering=[{field:'name',operator:'CONTAIN'|'EQUAL',value}]` on the ads edges. */
function filtered(req: SimRequest, ads: Ad[]): Ad[] {
  const rules = (json(req.url.searchParams.get('filtering') ?? '') as unknown as { field: string; operator: string; value: string }[] | undefined) ?? [];
  return ads.filter((ad) => (Array.isArray(rules) ? rules : []).every((r) => {
    const v = String((ad as unknown as Record<string, unknown>)[r.field] ?? '');
    return r.operator === 'EQUAL' ? v === r.value : r.operator === 'CONTAIN' ? v.includes(r.value) : true;
  }));
}

const asItems = <T>(items: T[]) => items as unknown as Record<string, unknown>[];

/** A Graph call of the write side, or undefined when it is one for meta.ts (the reads of the seeded accounts). */
export async function handleMetaPublish(req: SimRequest): Promise<SimAnswer | undefined> {
  const parts = req.url.pathname.split('/').filter(Boolean).slice(1);
  if (parts[0] !== VERSION) return undefined;
  const [, node = '', edge] = parts;
  const account = node.startsWith('act_') && META.adAccounts.some((a) => a.id === node) ? node.slice(4) : undefined;
  const ours = account ? ['adimages', 'advideos', 'adcreatives', 'ads'].includes(edge ?? '') : store.videos.has(node) || store.creatives.has(node) || store.ads.has(node) || Boolean(seededAdSets.some((a) => a.id === node)) || (edge === 'ads' && Boolean(adSetOf(node)));
  if (!ours) return undefined;
  const refused = metaAuth(req);
  if (refused) return refused;
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (account) {
    if (req.method === 'POST') {
      if (edge === 'adimages') return uploadImage(req, account, body);
      if (edge === 'advideos') return await uploadVideo(account, body);
      if (edge === 'adcreatives') return createCreative(account, body);
      return createAd(account, body);
    }
    if (edge === 'ads') return page(req, asItems(filtered(req, [...store.ads.values()].filter((a) => a.account_id === account))));
    if (edge === 'adcreatives') return page(req, asItems([...store.creatives.values()].filter((c) => c.account_id === account)));
    if (edge === 'advideos') return page(req, [...store.videos.values()].filter((v) => v.account_id === account).map((v) => readVideo(v, req.origin)));
    const hashes = (json(req.url.searchParams.get('hashes') ?? '') as unknown as string[] | undefined) ?? [];
    return page(req, asItems([...store.images.values()].filter((i) => i.account_id === account && (!hashes.length || hashes.includes(i.hash))).map(({ bytes: _bytes, ...i }) => ({ id: `${account}:${i.hash}`, ...i }))));
  }
  if (req.method !== 'GET') return graphError('Unsupported post request.', 'GraphMethodException', 100);
  if (edge === 'ads') return page(req, asItems(filtered(req, [...store.ads.values()].filter((a) => a.adset_id === node))));
  if (edge) return graphError(`(#100) Tried accessing nonexisting field (${edge})`, 'OAuthException', 100);
  const fields = req.url.searchParams.get('fields');
  const video = store.videos.get(node);
  const item = video ? readVideo(video, req.origin) : ((store.creatives.get(node) ?? store.ads.get(node) ?? adSetOf(node)) as unknown as Record<string, unknown> | undefined);
  if (!item) return unknownObject(node);
  const wanted = (fields ?? 'id,name').split(',').map((f) => f.trim());
  return { status: 200, body: Object.fromEntries(Object.entries(item).filter(([k]) => k === 'id' || wanted.includes(k))) };
}

function readRaw(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_UPLOAD) chunks.push(c);
    });
    req.on('end', () => resolve(size > MAX_UPLOAD ? null : Buffer.concat(chunks)));
    req.on('error', () => resolve(null));
  });
}

const parseBody = (raw: Buffer, type: string | undefined): unknown => {
  const text = raw.toString('utf8');
  if (!text) return undefined;
  if (type?.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
};

const isMetaWrite = (url: URL) => url.pathname.startsWith(`/meta/${VERSION}/`) || url.pathname.startsWith(SIM_MEDIA_PATH) || url.pathname === '/__simulator/meta/video-processing';

/**
 * The write side's entry (server.ts calls it before its own small-body reading): Meta writes and YouTube uploads take
 * bodies of up to 64 MiB. Answers false when the request is not one of them, so server.ts goes on.
 */
export async function handlePublishWrites(req: IncomingMessage, res: ServerResponse, url: URL, state: SimulatorState, origin: string): Promise<boolean> {
  if (!isMetaWrite(url) && !isYoutubePath(url)) return false;
  try {
    return await answerWrite(req, res, url, state, origin);
  } catch {
    res.writeHead(500, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify({ error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } }));
    return true;
  }
}

async function answerWrite(req: IncomingMessage, res: ServerResponse, url: URL, state: SimulatorState, origin: string): Promise<boolean> {
  if (url.pathname.startsWith(SIM_MEDIA_PATH)) {
    const image = [...store.images.values()].find((i) => i.hash === url.pathname.slice(SIM_MEDIA_PATH.length));
    res.writeHead(image ? 200 : 404, { 'content-type': image ? (image.bytes[0] === 0xff ? 'image/jpeg' : 'image/png') : 'text/plain' });
    res.end(image ? image.bytes : 'Not found');
    return true;
  }
  const raw = req.method === 'GET' ? Buffer.alloc(0) : await readRaw(req);
  const send = (a: SimAnswer & { headers?: Record<string, string> }) => {
    res.writeHead(a.status, { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store', ...a.headers });
    res.end(a.body === undefined ? '' : JSON.stringify(a.body));
    return true;
  };
  if (raw === null) return send({ status: 413, body: { error: { message: 'Request entity too large', code: 413 } } });
  if (url.pathname === '/__simulator/meta/video-processing') {
    const reads = Number((parseBody(raw, 'json') as { reads?: number } | undefined)?.reads);
    store.processingReads = Number.isInteger(reads) && reads >= 0 ? reads : 1;
    return send({ status: 200, body: { reads: store.processingReads } });
  }
  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (isYoutubePath(url)) return send(handleYoutube({ method: req.method ?? 'GET', url, token: bearer, body: raw, state, origin }, req.headers));
  const body = parseBody(raw, req.headers['content-type']);
  const token = url.searchParams.get('access_token') ?? (body as { access_token?: string } | undefined)?.access_token ?? bearer;
  const sim: SimRequest = { method: req.method ?? 'GET', url, token: token ?? undefined, body, state, origin };
  // the body is read: a Graph call that is not the write side's is answered here by the read side
  return send((await handleMetaPublish(sim)) ?? handleMeta(sim));
}
