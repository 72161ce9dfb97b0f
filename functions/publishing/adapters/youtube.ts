/**
 * The YouTube publishing adapter (channel youtube, the video platform): each creative's video (the rendered one, or
 * the video the variation names) goes to the channel of the node's youtubeToken through googleapis' youtube v3
 * `videos.insert` as a resumable upload: the call opens the session (metadata, `X-Upload-Content-Length`), then the
 * file is sent from the files bucket in 8 MiB ranges (never whole in memory), each `308 Resume Incomplete` answered
 * with the next range. Formats true view and bumper (001 9) go in the tags. No double publish: the video carries the
 * tag `marquee-<reference>` of its publish record and the channel is searched for it first.
 */
import { youtube_v3 } from 'googleapis/build/src/apis/youtube/v3.js';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { fillMessage, MESSAGES, NOTIFICATION_TEXTS } from '@shared/messages';
import { googleFailureKind, simulatorUrl } from '@functions/ad-platforms/public';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { decryptSecret } from '@functions/lib/secrets';
import { publishReference } from './meta';
import { PublishChannelError, PublishRetryableError, type PublishAdapter, type PublishContext, type PublishItem, type PublishItemResult } from './port';

/** A multiple of 256 KiB, as the resumable protocol asks. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
const TITLE_MAX = 100;
const VIDEO_FIELDS = ['videoUrl', 'baseVideo', 'media', 'video'];

export interface YoutubeFiles {
  size(key: string): Promise<number>;
  range(key: string, start: number, end: number): Promise<Buffer>;
}

const bucketFiles: YoutubeFiles = {
  async size(key) {
    return (await s3().send(new HeadObjectCommand({ Bucket: config.filesBucket, Key: key }))).ContentLength ?? 0;
  },
  async range(key, start, end) {
    const answer = await s3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key, Range: `bytes=${start}-${end}` }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  },
};

/** The video a creative publishes: its rendered video, else a video field's file (videoUrl1, baseVideo1, ...). */
export function videoOf(item: PublishItem): string | undefined {
  if (item.files.video) return item.files.video;
  const names = Object.keys(item.values).filter((n) => VIDEO_FIELDS.some((f) => n === f || (n.startsWith(f) && /^\d+$/.test(n.slice(f.length)))));
  return names.map((n) => item.values[n]?.trim()).find((v): v is string => Boolean(v && v.startsWith('v2/')));
}

/** 001 9: video-platform formats are 16:9 or 9:16, bumper (6 s) or TrueView (15 s), otherwise Other. */
export function youtubeFormatLabel(format: string): string {
  const f = format.toLowerCase();
  const kind = f.includes('bumper') ? 'bumper' : f.includes('trueview') ? 'trueview' : undefined;
  const ratio = /9[x:]16/.test(f) ? '9:16' : /16[x:]9/.test(f) ? '16:9' : undefined;
  return kind && ratio ? `${ratio} ${kind}` : 'Other';
}

const cleanTitle = (name: string) => (name.replace(/[<>]/g, '').replace(/\s+/g, ' ').trim() || 'Creative').slice(0, TITLE_MAX);

type GoogleError = { status?: number; response?: { status?: number; data?: { error?: { errors?: { reason?: string }[]; message?: string } } } };

function failure(status: number | undefined, reason: string | undefined, message: string | undefined): Error | string {
  if (reason === 'quotaExceeded' || reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded' || status === 429) return new PublishRetryableError(MESSAGES.tooManyRequests, 'rate-limit');
  const kind = googleFailureKind(status);
  if (kind === 'token') return new PublishChannelError(fillMessage(MESSAGES.adPlatformTokenRefused, { platform: 'YouTube' }));
  if (kind === 'unavailable') return new PublishRetryableError(fillMessage(MESSAGES.adPlatformUnavailable, { platform: 'YouTube' }), 'unavailable');
  return message ?? fillMessage(MESSAGES.adPlatformRequestRefused, { platform: 'YouTube' });
}

const headerOf = (headers: unknown, name: string): string | undefined =>
  headers && typeof (headers as Headers).get === 'function' ? ((headers as Headers).get(name) ?? undefined) : ((headers as Record<string, string> | undefined)?.[name] ?? undefined);

export function youtubeAdapter(files: YoutubeFiles = bucketFiles, rootUrl: string | undefined = simulatorUrl()): PublishAdapter {
  return {
    channel: 'youtube',
    async publish(ctx, items) {
      const sealed = ctx.settings.tokens.youtubeToken;
      if (!sealed) throw new PublishChannelError(MESSAGES.youtubeTokenMissing);
      const token = decryptSecret(sealed.ciphertext);
      const api = new youtube_v3.Youtube({ ...(rootUrl ? { rootUrl: `${rootUrl}/` } : {}), headers: { authorization: `Bearer ${token}` }, retry: false });
      const results: PublishItemResult[] = [];
      for (const item of items) results.push(await publishOne(api, files, token, rootUrl, ctx, item));
      return results;
    },
  };
}

async function publishOne(api: youtube_v3.Youtube, files: YoutubeFiles, token: string, rootUrl: string | undefined, ctx: PublishContext, item: PublishItem): Promise<PublishItemResult> {
  const key = videoOf(item);
  if (!key) return { creativeId: item.creativeId, status: 'Error', message: NOTIFICATION_TEXTS.noVideoToUpload };
  const tag = `marquee-${publishReference(ctx.idempotencyKey(item))}`;
  const call = async <T>(run: () => Promise<T>): Promise<T | string> => {
    try {
      return await run();
    } catch (err) {
      const e = err as GoogleError;
      const status = e.status ?? e.response?.status;
      const refused = failure(status, e.response?.data?.error?.errors?.[0]?.reason, e.response?.data?.error?.message);
      if (refused instanceof Error) throw refused;
      return refused;
    }
  };
  // a previous try may have uploaded it already
  const found = await call(async () => ({ id: (await api.search.list({ part: ['id'], forMine: true, type: ['video'], q: tag, maxResults: 5 })).data.items?.[0]?.id?.videoId ?? undefined }));
  if (typeof found === 'string') return { creativeId: item.creativeId, status: 'Error', message: found };
  if (found.id) return { creativeId: item.creativeId, status: 'Published', platformId: found.id };

  const size = await files.size(key);
  if (!size) return { creativeId: item.creativeId, status: 'Error', message: NOTIFICATION_TEXTS.noVideoToUpload };
  // the format, or the rendered cut the file is (rendered-videos/.../bumper-16x9.mp4) when the format is a size
  const label = youtubeFormatLabel(`${item.format} ${key.split('/').pop() ?? ''}`);
  const requestBody: youtube_v3.Schema$Video = {
    snippet: { title: cleanTitle(item.name), description: `${ctx.campaign.name} · ${label}`, tags: [tag, label], categoryId: '22' },
    status: { privacyStatus: 'unlisted', selfDeclaredMadeForKids: false },
  };
  const session = await call(async () => {
    const answer = await api.videos.insert({ part: ['snippet', 'status'], uploadType: 'resumable', requestBody } as youtube_v3.Params$Resource$Videos$Insert, {
      url: 'https://youtube.googleapis.com/upload/youtube/v3/videos',
      headers: { 'x-upload-content-length': String(size), 'x-upload-content-type': 'video/mp4' },
    });
    return { location: headerOf(answer.headers, 'location') };
  });
  if (typeof session === 'string') return { creativeId: item.creativeId, status: 'Error', message: session };
  if (!session.location) return { creativeId: item.creativeId, status: 'Error', message: fillMessage(MESSAGES.adPlatformRequestRefused, { platform: 'YouTube' }) };
  // the session address is YouTube's; the embedded simulator answers it on its own origin
  const location = rootUrl && !session.location.startsWith(rootUrl) ? session.location.replace(/^https?:\/\/[^/]+/, rootUrl) : session.location;
  let sent = 0;
  for (;;) {
    const end = Math.min(sent + UPLOAD_CHUNK_BYTES, size) - 1;
    const chunk = await files.range(key, sent, end);
    const res = await fetch(location, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'video/mp4', 'content-range': `bytes ${sent}-${end}/${size}` }, body: new Uint8Array(chunk) }).catch(() => null);
    if (!res) throw new PublishRetryableError(fillMessage(MESSAGES.adPlatformUnavailable, { platform: 'YouTube' }), 'unavailable');
    if (res.status === 308) {
      const range = /bytes=0-(\d+)/.exec(res.headers.get('range') ?? '');
      sent = range ? Number(range[1]) + 1 : 0;
      continue;
    }
    const body = (await res.json().catch(() => ({}))) as youtube_v3.Schema$Video & { error?: { message?: string; errors?: { reason?: string }[] } };
    if (!res.ok) {
      const refused = failure(res.status, body.error?.errors?.[0]?.reason, body.error?.message);
      if (refused instanceof Error) throw refused;
      return { creativeId: item.creativeId, status: 'Error', message: refused };
    }
    if (body.status?.uploadStatus === 'failed' || body.status?.uploadStatus === 'rejected') {
      return { creativeId: item.creativeId, status: 'Error', platformId: body.id ?? undefined, message: `${NOTIFICATION_TEXTS.uploadingVariationsFailed}: ${body.status.failureReason ?? body.status.rejectionReason ?? body.status.uploadStatus}` };
    }
    return { creativeId: item.creativeId, status: 'Published', platformId: body.id ?? undefined };
  }
}
