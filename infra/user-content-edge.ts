/**
 * The user-content origin's check, written once as the source of two CloudFront Functions (cloudfront-js-2.0) and run
 * as is by the embedded default's second listener (infra/local/user-content-server.ts), so the check tested locally
 * is the one at the edge:
 * - viewer request: the path token (functions/lib/user-content-token.ts) must be signed with the key, unexpired, for
 *   a folder the origin serves, and the rest of the path must stay inside that folder (no `..`, `.` or empty
 *   segment, no encoded slash, backslash or control character); then the request goes to the object's key, without
 *   query string or cookies. Anything else: 403 with a short text.
 * - viewer response: the content type from the file's extension (what a template's files are, whatever type they
 *   were stored with), so a page, its scripts, styles, images and fonts load as such under nosniff.
 * Plain ES5 plus `require('crypto')`: what CloudFront Functions run.
 */
import { USER_CONTENT_PATH, USER_CONTENT_PREFIXES } from '@functions/lib/user-content-token';

/** Content types by extension, for every kind of file a template or preview holds. */
export const USER_CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
};

/** The texts of a refusal (the body of the 403). */
export const USER_CONTENT_REFUSALS = {
  invalid: 'This address is not valid.',
  expired: 'This address has expired.',
  outside: 'This address leaves its folder.',
} as const;

/**
 * The viewer-request function. `keyLiteral` is the key as a JavaScript string literal: JSON.stringify(key) locally,
 * in AWS a quoted CloudFormation dynamic reference to the Secrets Manager secret (alphanumeric), resolved at deploy.
 */
export function userContentRequestCheck(keyLiteral: string): string {
  return `var crypto = require('crypto');
var KEY = ${keyLiteral};
var PREFIXES = ${JSON.stringify(USER_CONTENT_PREFIXES)};
var TOKEN = /^${USER_CONTENT_PATH.replace(/\//g, '\\/')}([0-9]{1,12})\\.((?:[0-9a-f]{2})+)\\.([0-9a-f]{64})\\/(.+)$/;
var REFUSED = ${JSON.stringify(USER_CONTENT_REFUSALS)};
function deny(text) {
  return {
    statusCode: 403,
    statusDescription: 'Forbidden',
    headers: { 'content-type': { value: 'text/plain; charset=utf-8' }, 'cache-control': { value: 'no-store' }, 'x-content-type-options': { value: 'nosniff' } },
    body: { encoding: 'text', data: text }
  };
}
function sameText(a, b) {
  if (a.length !== b.length) return false;
  var diff = 0;
  for (var i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
function segmentsOk(path) {
  if (/[\\\\\\u0000-\\u001f\\u007f]/.test(path)) return false;
  var parts = path.split('/');
  for (var i = 0; i < parts.length; i++) if (parts[i] === '' || parts[i] === '.' || parts[i] === '..') return false;
  return true;
}
function handler(event) {
  var request = event.request;
  var m = TOKEN.exec(request.uri);
  if (!m) return deny(REFUSED.invalid);
  var prefix;
  try { prefix = decodeURIComponent(m[2].replace(/(..)/g, '%$1')); } catch (e) { return deny(REFUSED.invalid); }
  var expected = crypto.createHmac('sha256', KEY).update(m[1] + '.' + prefix).digest('hex');
  if (!sameText(expected, m[3])) return deny(REFUSED.invalid);
  if (Number(m[1]) * 1000 < Date.now()) return deny(REFUSED.expired);
  var served = false;
  for (var i = 0; i < PREFIXES.length; i++) if (prefix.indexOf(PREFIXES[i]) === 0) served = true;
  if (!served || prefix.charAt(prefix.length - 1) !== '/' || !segmentsOk(prefix.slice(0, -1))) return deny(REFUSED.invalid);
  if (/%(2f|5c)/i.test(m[4])) return deny(REFUSED.outside);
  var path;
  try { path = decodeURIComponent(m[4]); } catch (e) { return deny(REFUSED.outside); }
  if (!segmentsOk(path)) return deny(REFUSED.outside);
  request.uri = '/' + (prefix + path).split('/').map(encodeURIComponent).join('/');
  request.querystring = {};
  request.cookies = {};
  return request;
}`;
}

/** The viewer-response function: the content type by extension, over whatever the object was stored with. */
export const USER_CONTENT_RESPONSE_TYPES = `var TYPES = ${JSON.stringify(USER_CONTENT_TYPES)};
function handler(event) {
  var response = event.response;
  var uri = event.request.uri;
  var dot = uri.lastIndexOf('.');
  var type = dot > uri.lastIndexOf('/') ? TYPES[uri.slice(dot + 1).toLowerCase()] : undefined;
  if (response.statusCode < 300) response.headers['content-type'] = { value: type || 'application/octet-stream' };
  delete response.headers['set-cookie'];
  return response;
}`;

type CloudFrontHeaders = Record<string, { value: string }>;
export interface EdgeRequest {
  uri: string;
  querystring: Record<string, unknown>;
  headers: CloudFrontHeaders;
  cookies: Record<string, unknown>;
}
export interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
  headers: CloudFrontHeaders;
  body?: { encoding: 'text'; data: string };
}

/** A CloudFront Function's source as a callable, with node's crypto as its `require('crypto')` (local listener, tests). */
export function loadEdgeFunction<E, R>(source: string, crypto: unknown): (event: E) => R {
  return new Function('require', `${source}; return handler;`)(() => crypto) as (event: E) => R;
}
