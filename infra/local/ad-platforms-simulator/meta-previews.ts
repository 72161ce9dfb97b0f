/**
 * Meta's ad previews in the simulator: `GET /{act}/generatepreviews?creative=&ad_format=` answers Graph's shape
 * (`{ data: [{ body: '<iframe src=... width height ...></iframe>' }] }`, the creative checked as Meta checks it), and
 * the iframe's address serves a Meta-like preview page (page name, Sponsored, primary text, the media in the
 * placement's shape, headline, description, display link and call to action; carousel cards in a row) that a browser
 * loads from the simulator as it would load facebook.com's preview_iframe.php.
 */
import { randomBytes } from 'node:crypto';
import { META } from './accounts';
import type { SimAnswer, SimRequest } from './server';

export const PREVIEW_PAGE_PATH = '/meta/ads/api/preview_iframe.php';
const MAX_PREVIEWS = 500;

interface StoredPreview {
  creative: { object_story_spec: StorySpec };
  adFormat: string;
}
interface LinkData {
  message?: string;
  link?: string;
  picture?: string;
  name?: string;
  description?: string;
  caption?: string;
  call_to_action?: { type: string; value?: { link?: string } };
  child_attachments?: LinkData[];
}
interface StorySpec {
  page_id?: string;
  link_data?: LinkData;
  video_data?: { video_id?: string; image_url?: string; message?: string; title?: string; link_description?: string; call_to_action?: { type: string; value?: { link?: string; link_caption?: string } } };
}

/** Placement -> the media's aspect ratio and the frame's default size. */
const PLACEMENTS: Record<string, { ratio: string; width: number; height: number }> = {
  MOBILE_FEED_STANDARD: { ratio: '1 / 1', width: 540, height: 690 },
  FACEBOOK_STORY_MOBILE: { ratio: '9 / 16', width: 320, height: 570 },
  DESKTOP_FEED_STANDARD: { ratio: '1.91 / 1', width: 502, height: 500 },
  INSTAGRAM_STANDARD: { ratio: '1 / 1', width: 540, height: 690 },
  INSTAGRAM_STORY: { ratio: '9 / 16', width: 320, height: 570 },
};

const previews = new Map<string, StoredPreview>();

type GraphError = (message: string, type: string, code: number, subcode?: number) => SimAnswer;

/** Meta's invalid-parameter answer for a creative it refuses (code 100, subcode 1443048 'object story spec ill formed'). */
function invalid(graphError: GraphError, message: string): SimAnswer {
  return graphError(`(#100) ${message}`, 'OAuthException', 100, 1443048);
}

export function generatePreviews(req: SimRequest, graphError: GraphError): SimAnswer {
  const q = req.url.searchParams;
  const adFormat = q.get('ad_format') ?? '';
  if (!q.get('creative')) return invalid(graphError, 'The parameter creative is required');
  if (!PLACEMENTS[adFormat]) return invalid(graphError, `Param ad_format must be one of {${Object.keys(PLACEMENTS).join(', ')}}`);
  let creative: StoredPreview['creative'];
  try {
    creative = JSON.parse(q.get('creative')!);
  } catch {
    return invalid(graphError, 'Param creative must be a JSON object');
  }
  const story = creative?.object_story_spec;
  if (!story) return invalid(graphError, 'Param creative must contain object_story_spec');
  if (!story.page_id || !META.pages.some((p) => p.id === story.page_id)) return invalid(graphError, 'Param object_story_spec[page_id] must be a valid page ID');
  if (story.link_data) {
    if (!story.link_data.link) return invalid(graphError, 'The link field is required.');
    const cards = story.link_data.child_attachments;
    if (cards && (cards.length < 2 || cards.length > 10)) return invalid(graphError, 'A carousel ad needs between 2 and 10 child attachments');
    if (!cards && !story.link_data.picture) return invalid(graphError, 'Param picture must be a valid URL');
  } else if (story.video_data) {
    if (!story.video_data.video_id) return invalid(graphError, 'Param video_data[video_id] must be a valid video ID');
  } else return invalid(graphError, 'object_story_spec needs link_data or video_data');

  const id = randomBytes(12).toString('base64url');
  previews.set(id, { creative, adFormat });
  if (previews.size > MAX_PREVIEWS) previews.delete(previews.keys().next().value!);
  const size = PLACEMENTS[adFormat];
  const width = Number(q.get('width')) || size.width;
  const height = Number(q.get('height')) || size.height;
  const src = `${req.origin}${PREVIEW_PAGE_PATH}?d=${id}&amp;t=${randomBytes(8).toString('base64url')}`;
  return { status: 200, body: { data: [{ body: `<iframe src="${src}" width="${width}" height="${height}" scrolling="yes" style="border: none;"></iframe>` }] } };
}

const esc = (s: string | undefined) => (s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const httpUrl = (s: string | undefined) => (s && /^https?:\/\//i.test(s) ? s : undefined);
const ctaLabel = (type: string | undefined) => (type && type !== 'NO_BUTTON' ? type.toLowerCase().replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()) : '');
const host = (link: string | undefined) => {
  try {
    return link ? new URL(link).host.toUpperCase() : '';
  } catch {
    return link?.toUpperCase() ?? '';
  }
};

function media(url: string | undefined, ratio: string, label: string, video = false): string {
  const image = httpUrl(url);
  return `<div class="media" style="aspect-ratio:${ratio}">${image ? `<img src="${esc(image)}" alt="">` : `<span>${esc(label)}</span>`}${video ? '<div class="play" aria-label="Play video">&#9654;</div>' : ''}</div>`;
}

function footer(caption: string | undefined, name: string | undefined, description: string | undefined, cta: string): string {
  return `<div class="footer"><div class="text"><div class="caption">${esc(caption)}</div><div class="headline">${esc(name)}</div><div class="description">${esc(description)}</div></div>${cta ? `<div class="cta">${esc(cta)}</div>` : ''}</div>`;
}

const STYLE = `body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#fff;color:#050505}
.post{border:1px solid #dddfe2;border-radius:8px;overflow:hidden;max-width:100%}
.head{display:flex;gap:8px;align-items:center;padding:12px}.avatar{width:40px;height:40px;border-radius:50%;background:#1877f2;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:bold}
.page{font-weight:600;font-size:15px}.sponsored{font-size:13px;color:#65676b}.message{padding:0 12px 12px;font-size:15px;white-space:pre-wrap}
.media{position:relative;width:100%;background:#e4e6eb;display:flex;align-items:center;justify-content:center;overflow:hidden}.media img{width:100%;height:100%;object-fit:cover}
.play{position:absolute;width:64px;height:64px;border-radius:50%;background:rgba(0,0,0,.6);color:#fff;font-size:28px;display:flex;align-items:center;justify-content:center}
.footer{display:flex;align-items:center;gap:8px;background:#f0f2f5;padding:10px 12px}.text{flex:1;min-width:0}.caption{font-size:12px;color:#65676b}
.headline{font-weight:600;font-size:15px}.description{font-size:14px;color:#65676b}.cta{background:#e4e6eb;border-radius:6px;padding:8px 12px;font-weight:600;font-size:14px;white-space:nowrap}
.cards{display:flex;gap:8px;overflow-x:auto;padding:0 12px 12px}.card{flex:0 0 70%;border:1px solid #dddfe2;border-radius:8px;overflow:hidden}`;

/** The page behind a preview's iframe (no token: the address is the credential, as on facebook.com). */
export function previewPage(req: SimRequest): SimAnswer & { contentType: string } {
  const stored = previews.get(req.url.searchParams.get('d') ?? '');
  const page = (body: string, status = 200) => ({
    status,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ad preview</title><style>${STYLE}</style></head><body>${body}</body></html>`,
  });
  if (!stored) return page('<p>Preview not available.</p>', 404);
  const story = stored.creative.object_story_spec;
  const { ratio } = PLACEMENTS[stored.adFormat];
  const pageName = META.pages.find((p) => p.id === story.page_id)?.name ?? '';
  const head = `<div class="head"><div class="avatar">${esc(pageName[0])}</div><div><div class="page">${esc(pageName)}</div><div class="sponsored">Sponsored</div></div></div>`;
  let body: string;
  if (story.video_data) {
    const v = story.video_data;
    body = `${head}<div class="message">${esc(v.message)}</div>${media(v.image_url, ratio, `Video ${v.video_id}`, true)}${footer(v.call_to_action?.value?.link_caption ?? host(v.call_to_action?.value?.link), v.title, v.link_description, ctaLabel(v.call_to_action?.type))}`;
  } else {
    const l = story.link_data!;
    const cta = ctaLabel(l.call_to_action?.type);
    body = l.child_attachments
      ? `${head}<div class="message">${esc(l.message)}</div><div class="cards">${l.child_attachments
          .map((c) => `<div class="card">${media(c.picture, '1 / 1', 'Image')}${footer(undefined, c.name, c.description, ctaLabel(c.call_to_action?.type) || cta)}</div>`)
          .join('')}</div>`
      : `${head}<div class="message">${esc(l.message)}</div>${media(l.picture, ratio, 'Image')}${footer(l.caption ?? host(l.link), l.name, l.description, cta)}`;
  }
  return page(`<div class="post" data-ad-format="${esc(stored.adFormat)}">${body}</div>`);
}
