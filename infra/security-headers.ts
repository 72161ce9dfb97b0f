/**
 * The security headers of every answer, defined once (issue 12): the local gateway sets them on everything it serves
 * (site, assets, API answers and errors, redirects, the /s3 pass-through), and the web stack's CloudFront response
 * headers policies carry the same values for the site and /api/*. Data only.
 */

/** The sign-in provider's hosted pages the app may send a form to (Cognito's hosted UI in AWS, cognito-local here). */
export interface CspOptions {
  signInOrigins?: readonly string[];
}

/**
 * The app's Content-Security-Policy: scripts only from the app's own origin (no inline script); styles also inline,
 * because Ant Design's CSS-in-JS writes <style> elements at run time (its nonce support needs a server-rendered nonce
 * per page, which a static site on S3 cannot give); images and media also as data:/blob: (previews, the cropper);
 * the realtime WebSocket on the same origin; no plugins, no framing of the app, no foreign base or form targets.
 */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(options.signInOrigins ?? [])],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Browser features the app never uses, denied to it and to anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** HSTS: in AWS only (the embedded default serves plain http on 127.0.0.1). */
export const HSTS_MAX_AGE_S = 63_072_000;

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
