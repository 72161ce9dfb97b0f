/**
 * The security headers of every answer, defined once: the local gateway sets them on everything it serves
 * (site, assets, API answers and errors, redirects, the /s3 pass-through), and the web stack's CloudFront response
 * headers policies carry the same values for the site and /api/*. Data only.
 */
import { USER_CONTENT_MAX_AGE_S } from '@functions/lib/user-content-token';

/** The sign-in provider's hosted pages the app may send a form to (Cognito's hosted UI in AWS, cognito-local here). */
export interface CspOptions {
  signInOrigins?: readonly string[];
  /** The user-content origin (infra/local/user-content-server.ts, the content distribution in AWS): framed and shown as images only. */
  userContentOrigins?: readonly string[];
  /** Where Meta's ad previews come from (001 7 'Meta previews': an iframe of facebook.com, the simulator here): framed only. */
  adPreviewOrigins?: readonly string[];
  /**
   * The files bucket's address that presigned uploads and reads go to (its regional S3 host in AWS; the local gateway
   * passes /s3 through its own origin): uploads, images and media (rendered videos, storyboards) only.
   */
  storageOrigins?: readonly string[];
}

/** Meta's ad preview pages (generatepreviews answers an iframe of www.facebook.com/ads/api/preview_iframe.php). */
export const META_PREVIEW_ORIGIN = 'https://www.facebook.com';

/**
 * The app's Content-Security-Policy: scripts only from the app's own origin (no inline script); styles also inline,
 * because Ant Design's CSS-in-JS writes <style> elements at run time (its nonce support needs a server-rendered nonce
 * per page, which a static site on S3 cannot give); images and media also as data:/blob: (previews, the cropper);
 * presigned uploads and reads of the files bucket at its own address; the realtime WebSocket on the same origin; no plugins, no framing of the app, no foreign base or form targets.
 */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const framed = [...(options.userContentOrigins ?? []), ...(options.adPreviewOrigins ?? [])];
  const storage = options.storageOrigins ?? [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(options.userContentOrigins ?? []), ...storage],
    'media-src': ["'self'", 'blob:', ...storage],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...storage],
    'worker-src': ["'self'", 'blob:'],
    // uploaded and rendered HTML runs only there, in <iframe sandbox="allow-scripts"> (web/src/components/user-content-frame.tsx)
    // and Meta's ad previews, framed as Meta serves them
    'frame-src': framed.length ? framed : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(options.signInOrigins ?? [])],
  };
  return serialize(directives);
}

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * The user-content origin's policy, for templates (HTML5 ads with scripts, inline ones included) and previews: they
 * run their own scripts and styles and load their own files, from that origin only; they reach nothing else (no
 * connections elsewhere, no plugins, no forms, no foreign base) and only the app may frame them.
 */
export function userContentSecurityPolicy(appOrigin: string): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'frame-ancestors': [appOrigin],
  });
}

/** Browser features the app never uses, denied to it and to anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** HSTS: in AWS only (the embedded default serves plain http on 127.0.0.1). */
export const HSTS_MAX_AGE_S = 63_072_000;

/**
 * Every answer of the user-content origin (besides its Cache-Control, which follows the token's life). A page there
 * runs in an opaque origin (sandboxed without allow-same-origin), so its own fetches and fonts are cross-origin
 * requests: they are allowed from anywhere, never with credentials (the address is the credential).
 *
 * Why `Access-Control-Allow-Origin: *` is kept (reviewed): the uploaded templates and prerenders need it. Their
 * document's origin is `null`, so a template's own `@font-face` files, `<script type="module">`, `crossorigin` images
 * (canvas reads) and `fetch`/XHR of its own files are CORS requests to this origin, and without the header they fail.
 * `null` instead of `*` would admit the same callers (any sandboxed or data: document is `null`) and is advised
 * against. It opens nothing: this origin sets no cookies and reads none, every address carries its own HMAC, expiry
 * and folder (infra/user-content-edge.ts), and credentials are never allowed, so a caller only reads what it already
 * holds the signed address of.
 */
export function userContentHeaders(appOrigin: string): Record<string, string> {
  return {
    'content-security-policy': userContentSecurityPolicy(appOrigin),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
    'access-control-allow-origin': '*',
    'cache-control': `private, max-age=${USER_CONTENT_MAX_AGE_S}`,
  };
}

/** Every answer's headers, as the local gateway sets them. */
export function securityHeaders(options: CspOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
