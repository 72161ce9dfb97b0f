/**
 * Addresses on the user-content origin (architecture 'User content on its own origin'): uploaded or rendered HTML and
 * SVG (templates, prerenders, previews, library files) is shown only from there, in `<iframe sandbox="allow-scripts">`,
 * never from the app's origin. The address is valid for one folder of the files bucket for a short time, so a
 * template's relative references load without signing each file (format: user-content-token.ts).
 *
 * The key is USER_CONTENT_KEY in the embedded default (kept beside its data) and, in AWS, the Secrets Manager secret
 * named by USER_CONTENT_KEY_ARN, which the content distribution's CloudFront Function checks against; it is read once
 * per container, before the first request.
 */
import { config } from './config';
import {
  encodePath,
  isServablePrefix,
  USER_CONTENT_MAX_TTL_S,
  USER_CONTENT_MIN_TTL_S,
  USER_CONTENT_PATH,
  userContentToken,
} from './user-content-token';

/** One hour, as the app's download links (asset-storage.ts). */
export const USER_CONTENT_TTL_DEFAULT_S = 60 * 60;

const awsKey = config.userContent.keyArn && !config.userContent.key ? await readAwsKey(config.userContent.keyArn) : undefined;

async function readAwsKey(secretId: string): Promise<string> {
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error('The user-content key secret is empty');
  return SecretString;
}

export interface UserContentUrlOptions {
  /** The folder's key in the files bucket, ending in '/', e.g. `v2/partners/<id>/assets/concepts/<id>/templates/<id>/`. */
  prefix: string;
  /** The file inside the folder, e.g. `index.html` or `images/logo.png` (not encoded; each segment is encoded here). */
  path: string;
  /** How long the address (and every relative reference of the page) works: 60 s to a day, one hour by default. */
  expiresInSeconds?: number;
  /** The time to count from (tests). */
  now?: number;
}

/**
 * The address of `prefix + path` on the user-content origin, e.g.
 * `userContentUrl({ prefix: 'v2/partners/p/assets/concepts/c/templates/t/', path: 'index.html' })`.
 * Throws on a folder the origin does not serve (outside USER_CONTENT_PREFIXES, not ending in '/', or with a '..'
 * segment) or a path that leaves the folder: those are programming errors, never a caller's input.
 */
export function userContentUrl({ prefix, path, expiresInSeconds = USER_CONTENT_TTL_DEFAULT_S, now = Date.now() }: UserContentUrlOptions): string {
  if (!isServablePrefix(prefix)) throw new Error(`Not a user-content folder: ${prefix}`);
  if (path.split('/').some((s) => s === '' || s === '.' || s === '..') || path.includes('\\')) throw new Error(`Not a path inside the folder: ${path}`);
  const ttl = Math.min(Math.max(Math.round(expiresInSeconds), USER_CONTENT_MIN_TTL_S), USER_CONTENT_MAX_TTL_S);
  const key = awsKey ?? config.userContent.key;
  if (!key) throw new Error('Missing environment variable USER_CONTENT_KEY (or USER_CONTENT_KEY_ARN)');
  const token = userContentToken(prefix, Math.floor(now / 1000) + ttl, key);
  return `${config.userContent.origin}${USER_CONTENT_PATH}${token}/${encodePath(path)}`;
}

/** The folder and file name of an object key: `a/b/c.html` → `{ prefix: 'a/b/', path: 'c.html' }`. */
export function splitKey(key: string): { prefix: string; path: string } {
  const slash = key.lastIndexOf('/');
  return { prefix: key.slice(0, slash + 1), path: key.slice(slash + 1) };
}
