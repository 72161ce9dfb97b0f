/**
 * The address format of the user-content origin: uploaded and rendered HTML/SVG is served from a
 * second origin, never the app's, by a short-lived address scoped to a folder of the files bucket:
 *
 *   <content origin>/c/<expires>.<hex(prefix)>.<hmac>/<path inside the folder>
 *
 * `expires` is in Unix seconds, `prefix` the folder's key ending in '/', `hmac` the hex HMAC-SHA256 of
 * `<expires>.<prefix>` under the origin's key. The token is one path segment, so a page's relative references
 * (`<img src="logo.png">`, `<script src="js/main.js">`) resolve under the same token and load without signing each
 * file. Hex, not base64: the edge check (infra/user-content-edge.ts, a CloudFront Function) decodes it in plain ES5.
 * No clock, no environment here: the caller passes the key and the time.
 */
import { createHmac } from 'node:crypto';

/** The path every user-content address starts with. */
export const USER_CONTENT_PATH = '/c/';

/** The folders of the files bucket the user-content origin may serve (the spec's storage path layouts). */
export const USER_CONTENT_PREFIXES = [
  // asset library single files (HTML, SVG previews)
  'assets/single-files/',
  // templates, prerendered HTML, previews and screenshots of campaigns and concepts
  'v2/partners/',
] as const;

/** Token life: at least the browser cache's max-age (USER_CONTENT_MAX_AGE_S), at most a day. */
export const USER_CONTENT_MIN_TTL_S = 60;
export const USER_CONTENT_MAX_TTL_S = 24 * 60 * 60;
/** What a browser may keep an answer for: never longer than the shortest token lives. */
export const USER_CONTENT_MAX_AGE_S = USER_CONTENT_MIN_TTL_S;

const toHex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

/** A folder key the origin serves: inside one of the prefixes, ending in '/', no empty, '.' or '..' segment. */
export function isServablePrefix(prefix: string): boolean {
  if (!prefix.endsWith('/') || !USER_CONTENT_PREFIXES.some((p) => prefix.startsWith(p))) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(prefix)) return false;
  return prefix.slice(0, -1).split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/** The token of a folder until `expiresAt` (Unix seconds). */
export function userContentToken(prefix: string, expiresAt: number, key: string): string {
  const signature = createHmac('sha256', key).update(`${expiresAt}.${prefix}`).digest('hex');
  return `${expiresAt}.${toHex(prefix)}.${signature}`;
}

/** `a b/c#.html` → `a%20b/c%23.html`: each segment encoded, the slashes kept. */
export const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
