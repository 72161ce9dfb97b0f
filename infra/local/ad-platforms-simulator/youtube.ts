/**
 * The YouTube Data API v3 in the simulator: video uploads to the token's channel, stateful so they can be read back.
 *   POST /upload/youtube/v3/videos?uploadType=resumable&part=...  metadata (JSON): 200 with the session in `Location`
 *   PUT  <session>  bytes with `Content-Range: bytes a-b/total`: 308 `Range: bytes=0-n` until complete, then 200 and
 *        the video resource; `Content-Range: bytes * /total` asks how much arrived (the resumable upload protocol)
 *   POST /upload/youtube/v3/videos?uploadType=multipart  (googleapis' own form of videos.insert with media)
 *   GET  /youtube/v3/videos?id=..&part=..   GET /youtube/v3/search?forMine=true&type=video&q=..
 * Errors in Google's shape: 401 for a missing, unknown or expired token, 403 `quotaExceeded` (YouTube's quota answer)
 * for the rate-limit fault, 400 `invalidTitle` / `invalidPrivacyStatus`, 404 for an unknown upload session.
 * A file that is not a video (no MP4/QuickTime `ftyp` box, no WebM header) ends as uploadStatus `failed`.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { YOUTUBE_CHANNELS } from './accounts';
import { faultOf, type SimAnswer, type SimRequest } from './server';

type Answer = SimAnswer & { headers?: Record<string, string> };
type RawRequest = Omit<SimRequest, 'body'> & { body: Buffer };

interface Metadata { snippet?: { title?: string; description?: string; tags?: string[]; categoryId?: string }; status?: { privacyStatus?: string; selfDeclaredMadeForKids?: boolean } }
interface Video { id: string; channelId: string; channelTitle: string; snippet: Required<Pick<NonNullable<Metadata['snippet']>, 'title'>> & NonNullable<Metadata['snippet']>; privacyStatus: string; uploadStatus: 'uploaded' | 'processed' | 'failed'; failureReason?: string; size: number; publishedAt: string }
interface Session { id: string; token: string; metadata: Metadata; total: number; type: string; received: Buffer[]; size: number }

const store = { videos: new Map<string, Video>(), sessions: new Map<string, Session>() };

const googleError = (code: number, message: string, reason: string, domain = 'youtube.video', headers?: Record<string, string>): Answer => ({
  status: code,
  body: { error: { code, message, errors: [{ message, domain, reason }] } },
  ...(headers ? { headers } : {}),
});
const UNAUTHENTICATED = 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

/** What was uploaded to YouTube, for `GET /__simulator/published` (its `youtube`). */
export const youtubePublished = () => ({ videos: [...store.videos.values()] });
export const isYoutubePath = (url: URL) => url.pathname.startsWith('/upload/youtube/v3/') || url.pathname.startsWith('/youtube/v3/');

function auth(req: RawRequest): Answer | { channel: { id: string; title: string } } {
  const channel = req.token ? YOUTUBE_CHANNELS[req.token] : undefined;
  if (!channel) return googleError(401, UNAUTHENTICATED, 'authError', 'global', { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' });
  const fault = faultOf(req as SimRequest);
  if (fault === 'expired') return googleError(401, 'Request had invalid authentication credentials. The access token has expired.', 'authError', 'global');
  if (fault === 'outage') return googleError(503, 'The service is currently unavailable.', 'backendError', 'global');
  if (fault === 'rate-limit') return googleError(403, 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.', 'quotaExceeded', 'youtube.quota');
  return { channel };
}

function checkMetadata(m: Metadata | undefined): Answer | undefined {
  const title = m?.snippet?.title ?? '';
  if (!title.trim() || title.length > 100 || /[<>]/.test(title)) return googleError(400, 'The request metadata specifies an invalid or empty video title.', 'invalidTitle');
  const privacy = m?.status?.privacyStatus ?? 'public';
  if (!['public', 'unlisted', 'private'].includes(privacy)) return googleError(400, 'The request metadata specifies an invalid privacy status.', 'invalidPrivacyStatus');
  if ((m?.snippet?.description ?? '').length > 5000) return googleError(400, 'The request metadata specifies an invalid video description.', 'invalidDescription');
  return undefined;
}

const isVideoFile = (head: Buffer) => head.subarray(4, 8).toString('latin1') === 'ftyp' || head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));

function resource(v: Video, parts: string[]) {
  const all: Record<string, unknown> = {
    snippet: { publishedAt: v.publishedAt, channelId: v.channelId, title: v.snippet.title, description: v.snippet.description ?? '', tags: v.snippet.tags ?? [], categoryId: v.snippet.categoryId ?? '22', channelTitle: v.channelTitle },
    status: { uploadStatus: v.uploadStatus, ...(v.failureReason ? { failureReason: v.failureReason } : {}), privacyStatus: v.privacyStatus, license: 'youtube', embeddable: true, publicStatsViewable: true },
    processingDetails: { processingStatus: v.uploadStatus === 'failed' ? 'failed' : v.uploadStatus === 'processed' ? 'succeeded' : 'processing' },
  };
  return { kind: 'youtube#video', etag: randomBytes(8).toString('base64url'), id: v.id, ...Object.fromEntries(parts.filter((p) => p in all).map((p) => [p, all[p]])) };
}

function finish(channel: { id: string; title: string }, metadata: Metadata, data: Buffer, size: number): Video {
  const video: Video = {
    id: randomBytes(8).toString('base64url').slice(0, 11),
    channelId: channel.id,
    channelTitle: channel.title,
    snippet: { ...metadata.snippet, title: metadata.snippet!.title! },
    privacyStatus: metadata.status?.privacyStatus ?? 'public',
    uploadStatus: isVideoFile(data.subarray(0, 12)) ? 'processed' : 'failed',
    size,
    publishedAt: new Date().toISOString(),
  };
  if (video.uploadStatus === 'failed') video.failureReason = 'invalidFile';
  store.videos.set(video.id, video);
  return video;
}

/** multipart/related as googleapis sends it: a JSON part, then the media. */
function multipart(body: Buffer, type: string | undefined): { metadata: Metadata; media: Buffer } | undefined {
  const boundary = /boundary=("?)([^";]+)\1/.exec(type ?? '')?.[2];
  if (!boundary) return undefined;
  const sep = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let at = body.indexOf(sep);
  while (at >= 0) {
    const next = body.indexOf(sep, at + sep.length);
    if (next < 0) break;
    parts.push(body.subarray(at + sep.length, next));
    at = next;
  }
  const content = (p: Buffer) => p.subarray(p.indexOf('\r\n\r\n') + 4, p.length - 2);
  if (parts.length < 2) return undefined;
  try {
    return { metadata: JSON.parse(content(parts[0]!).toString('utf8')) as Metadata, media: content(parts[1]!) };
  } catch {
    return undefined;
  }
}

export function handleYoutube(req: RawRequest, headers: IncomingHttpHeaders): Answer {
  const q = req.url.searchParams;
  const parts = (q.getAll('part').length ? q.getAll('part') : ['snippet']).flatMap((p) => p.split(',')).map((p) => p.trim());
  const session = q.get('upload_id') ? store.sessions.get(q.get('upload_id')!) : undefined;
  if (req.url.pathname === '/upload/youtube/v3/videos' && req.method === 'PUT') {
    if (!session) return googleError(404, 'The upload session was not found or has expired.', 'notFound', 'global');
    const range = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(String(headers['content-range'] ?? ''));
    const query = /^bytes \*\/(\d+)$/.exec(String(headers['content-range'] ?? ''));
    if (!query && req.body.length) {
      const start = range ? Number(range[1]) : 0;
      if (start !== session.size) return googleError(400, `The upload resumed at byte ${start} but ${session.size} bytes were received.`, 'badContent', 'global');
      session.received.push(req.body);
      session.size += req.body.length;
    }
    if (session.size < session.total || (!session.total && range?.[3] === '*')) {
      return { status: 308, body: undefined, headers: session.size ? { range: `bytes=0-${session.size - 1}` } : {} };
    }
    store.sessions.delete(session.id);
    const channel = YOUTUBE_CHANNELS[session.token]!;
    const video = finish(channel, session.metadata, Buffer.concat(session.received), session.size);
    return { status: 200, body: resource(video, parts) };
  }
  const checked = auth(req);
  if (!('channel' in checked)) return checked;
  const { channel } = checked;
  if (req.url.pathname === '/upload/youtube/v3/videos' && req.method === 'POST') {
    if (q.get('uploadType') === 'resumable') {
      let metadata: Metadata | undefined;
      try {
        metadata = req.body.length ? (JSON.parse(req.body.toString('utf8')) as Metadata) : undefined;
      } catch {
        return googleError(400, 'Request contains an invalid argument.', 'parseError', 'global');
      }
      const bad = checkMetadata(metadata);
      if (bad) return bad;
      const id = randomBytes(16).toString('base64url');
      store.sessions.set(id, { id, token: req.token!, metadata: metadata!, total: Number(headers['x-upload-content-length'] ?? 0), type: String(headers['x-upload-content-type'] ?? 'video/*'), received: [], size: 0 });
      const location = new URL('/upload/youtube/v3/videos', req.origin);
      location.searchParams.set('uploadType', 'resumable');
      location.searchParams.set('part', parts.join(','));
      location.searchParams.set('upload_id', id);
      return { status: 200, body: undefined, headers: { location: location.toString(), 'x-guploader-uploadid': id } };
    }
    const upload = multipart(req.body, headers['content-type']);
    if (!upload) return googleError(400, "Media type 'application/octet-stream' is not supported. Valid media types: [video/*, application/octet-stream]", 'mediaBodyRequired', 'global');
    const bad = checkMetadata(upload.metadata);
    if (bad) return bad;
    return { status: 200, body: resource(finish(channel, upload.metadata, upload.media, upload.media.length), parts) };
  }
  if (req.url.pathname === '/youtube/v3/videos' && req.method === 'GET') {
    const ids = (q.get('id') ?? '').split(',').filter(Boolean);
    const items = ids.flatMap((id) => (store.videos.get(id) ? [store.videos.get(id)!] : [])).filter((v) => v.channelId === channel.id || v.privacyStatus === 'public');
    return { status: 200, body: { kind: 'youtube#videoListResponse', etag: randomBytes(8).toString('base64url'), items: items.map((v) => resource(v, parts)), pageInfo: { totalResults: items.length, resultsPerPage: items.length } } };
  }
  if (req.url.pathname === '/youtube/v3/search' && req.method === 'GET') {
    if (q.get('forMine') !== 'true' || q.get('type') !== 'video') return googleError(400, 'Request contains an invalid argument.', 'invalidSearchFilter', 'youtube.search');
    const text = (q.get('q') ?? '').toLowerCase();
    const mine = [...store.videos.values()].filter((v) => v.channelId === channel.id && (!text || [v.snippet.title, v.snippet.description ?? '', ...(v.snippet.tags ?? [])].some((s) => s.toLowerCase().includes(text))));
    const items = mine.map((v) => ({ kind: 'youtube#searchResult', etag: 'sim', id: { kind: 'youtube#video', videoId: v.id }, snippet: { publishedAt: v.publishedAt, channelId: v.channelId, title: v.snippet.title, description: v.snippet.description ?? '', channelTitle: v.channelTitle } }));
    return { status: 200, body: { kind: 'youtube#searchListResponse', etag: 'sim', pageInfo: { totalResults: items.length, resultsPerPage: items.length }, items } };
  }
  return googleError(404, `The requested URL ${req.url.pathname} was not found on this server.`, 'notFound', 'global');
}
