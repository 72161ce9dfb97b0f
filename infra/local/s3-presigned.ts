/**
 * What S3 checks on a presigned request, for the local `/s3/*` pass-through (fauxqs checks no signature at all).
 * Only what the app presigns passes (functions/assets/asset-storage.ts): GetObject (GET), PutObject and UploadPart
 * (PUT) of one object key in the files bucket, signed with the stack's own credentials, not expired, with every
 * x-amz-* header signed. The signature is recomputed with the SDK's own SigV4 signer, over the request as it arrived
 * (method, host, path under /s3, query), so a URL changed in any part is refused.
 */
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest, SourceData } from '@smithy/types';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The refusal S3 would answer: its error code, message and status. */
export interface S3Refusal {
  status: number;
  code: string;
  message: string;
}

export interface SigningKey {
  /** Whether an access key id is one of the stack's (each function signs with its own; all share the secret). */
  knows(accessKeyId: string): boolean;
  secretAccessKey: string;
  region: string;
  bucket: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_EXPIRES_S = 7 * 24 * 60 * 60;
/** S3 accepts a request dated at most 15 minutes ahead of its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
const AUTH_PARAMS = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature'];
/**
 * Query parameters other than the signature's, by method: what the SDK puts on the app's presigned URLs (signed
 * without checksums: a signed checksum of the empty body would not match the file in S3, asset-storage.ts).
 */
const ALLOWED_PARAMS: Record<string, Set<string>> = {
  GET: new Set(['x-id', 'response-content-disposition', 'response-content-type', 'X-Amz-Content-Sha256']),
  PUT: new Set(['x-id', 'partNumber', 'uploadId', 'X-Amz-Content-Sha256']),
};

const denied = (message = 'Access Denied'): S3Refusal => ({ status: 403, code: 'AccessDenied', message });

const bytes = (data: SourceData): string | Uint8Array =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

/** node:crypto in the shape the signer asks for (a hash, or an HMAC when given a key). */
class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: SourceData) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

function parseAmzDate(value: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : null;
}

/** The object key of a path `/s3/<bucket>/<key>`, or null for the service root, a bucket, or another bucket. */
function objectKeyOf(path: string, prefix: string, bucket: string): string | null {
  const rest = path.slice(prefix.length);
  const start = `/${bucket}/`;
  return rest.startsWith(start) && rest.length > start.length ? rest.slice(start.length) : null;
}

/** null when the request is one the app presigned and may pass; otherwise what S3 would answer. */
export async function checkPresigned(req: IncomingMessage, url: URL, prefix: string, key: SigningKey, now = Date.now()): Promise<S3Refusal | null> {
  const q = url.searchParams;
  if (AUTH_PARAMS.some((p) => !q.get(p))) return denied();
  const allowed = ALLOWED_PARAMS[req.method ?? ''];
  if (!allowed) return denied('The request method is not allowed on this endpoint');
  if (objectKeyOf(url.pathname, prefix, key.bucket) === null) return denied();
  for (const name of new Set(q.keys())) {
    if (AUTH_PARAMS.includes(name)) continue;
    if (!allowed.has(name) || q.getAll(name).length > 1) return denied();
  }
  if (q.has('partNumber') !== q.has('uploadId')) return denied();

  if (q.get('X-Amz-Algorithm') !== ALGORITHM) return denied('Only AWS4-HMAC-SHA256 is supported');
  const [accessKeyId, day, region, service, terminator, ...extra] = q.get('X-Amz-Credential')!.split('/');
  const amzDate = q.get('X-Amz-Date')!;
  const signedAt = parseAmzDate(amzDate);
  const expires = Number(q.get('X-Amz-Expires'));
  if (extra.length || service !== 's3' || terminator !== 'aws4_request' || signedAt === null || day !== amzDate.slice(0, 8)) {
    return denied('Error parsing the X-Amz-Credential parameter');
  }
  if (!key.knows(accessKeyId)) return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  if (region !== key.region) return denied('The authorization query parameters are for another region');
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_S) return denied('X-Amz-Expires must be less than a week (in seconds) that is; 604800');
  if (now > signedAt + expires * 1000) return denied('Request has expired');
  if (signedAt - now > MAX_SKEW_MS) return denied('Request is not valid yet');

  const signedHeaders = q.get('X-Amz-SignedHeaders')!.split(';');
  if (!signedHeaders.includes('host')) return denied('Host must be a signed header');
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = req.headers[name];
    if (value === undefined) return denied('There were headers present in the request which were not signed');
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // S3 refuses x-amz-* headers the signature does not cover (a PUT could otherwise add x-amz-copy-source)
  if (Object.keys(req.headers).some((h) => h.startsWith('x-amz-') && !signedHeaders.includes(h))) {
    return denied('There were headers present in the request which were not signed');
  }

  const query: Record<string, string> = {};
  for (const [name, value] of q) if (name !== 'X-Amz-Signature') query[name] = value;
  const rawPath = (req.url ?? '').split('?')[0];
  const request: HttpRequest = {
    method: req.method!,
    protocol: 'http:',
    hostname: headers.host,
    path: rawPath,
    query,
    // a presigned S3 URL covers no body; this header only sets the payload hash and is neither hoisted nor signed
    headers: { ...headers, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
  };
  const signer = new SignatureV4({
    credentials: { accessKeyId, secretAccessKey: key.secretAccessKey },
    region: key.region,
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const expected = await signer.presign(request, {
    signingDate: new Date(signedAt),
    expiresIn: expires,
    signableHeaders: new Set(signedHeaders),
    unsignableHeaders: new Set(['x-amz-content-sha256']),
    unhoistableHeaders: new Set(['x-amz-content-sha256']),
  });
  const given = Buffer.from(q.get('X-Amz-Signature')!);
  const computed = Buffer.from(String(expected.query?.['X-Amz-Signature']));
  const sameHeaders = expected.query?.['X-Amz-SignedHeaders'] === q.get('X-Amz-SignedHeaders');
  if (!sameHeaders || given.length !== computed.length || !timingSafeEqual(given, computed)) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  }
  return null;
}
