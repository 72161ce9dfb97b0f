/**
 * `/s3/*` on the local gateway: a pass-through to fauxqs, so browsers PUT and GET presigned URLs on the site's own
 * origin (fauxqs answers no CORS). It behaves like S3 in front of a private bucket: only presigned requests the app
 * made pass, checked as S3 checks them (s3-presigned.ts); everything else gets S3's 403 XML error, as does a
 * listing. Bodies are piped both ways, never buffered, so a 2 GB upload keeps the gateway's memory flat. S3 applies
 * a presigned GET's response-content-disposition and -type; fauxqs does not, so they are applied here; every answer
 * is also sandboxed, because this origin is the app's. When fauxqs cannot be reached the answer is S3's 503 XML.
 */
import { randomUUID } from 'node:crypto';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { checkPresigned, type S3Refusal, type SigningKey } from './s3-presigned';

export const S3_PROXY_PREFIX = '/s3';

const OVERRIDES: Record<string, string> = { 'response-content-disposition': 'content-disposition', 'response-content-type': 'content-type' };
/** Request headers fauxqs is given besides the host: the body's description and conditional reads. */
const FORWARDED = ['content-type', 'content-length', 'content-md5', 'transfer-encoding', 'range', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'];
const SANDBOX = { 'x-content-type-options': 'nosniff', 'content-security-policy': "sandbox; default-src 'none'" };

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** S3's error document; a HEAD answer carries no body, as in S3. */
export function sendS3Error(req: IncomingMessage, res: ServerResponse, error: S3Refusal, extraHeaders: Record<string, string> = {}): void {
  const requestId = randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase();
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message>` +
    `<Resource>${escapeXml(new URL(req.url ?? '/', 'http://x').pathname)}</Resource><RequestId>${requestId}</RequestId></Error>`;
  // the caller's body is not read: close the connection rather than leave an upload half-sent on it
  res.writeHead(error.status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body), 'x-amz-request-id': requestId, connection: 'close', ...SANDBOX, ...extraHeaders });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Which access key ids the stack's functions sign with (by default this process's own), its files bucket. */
function signingKey(knows: (accessKeyId: string) => boolean): SigningKey {
  return {
    knows,
    secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
    region: process.env.AWS_REGION ?? '',
    bucket: process.env.FILES_BUCKET ?? '',
  };
}

/**
 * `endpoint` is fauxqs, or the IAM gate in front of it (infra/local/parity), which then checks the presigned request
 * against the policy of the function that signed it, as S3 does.
 */
export function proxyS3(req: IncomingMessage, res: ServerResponse, url: URL, fauxqsEndpoint: string, knows = (id: string) => id === process.env.AWS_ACCESS_KEY_ID): void {
  checkPresigned(req, url, S3_PROXY_PREFIX, signingKey(knows))
    .catch((): S3Refusal => ({ status: 403, code: 'AccessDenied', message: 'Access Denied' }))
    .then((refusal) => (refusal ? sendS3Error(req, res, refusal) : forward(req, res, url, fauxqsEndpoint)));
}

function forward(req: IncomingMessage, res: ServerResponse, url: URL, fauxqsEndpoint: string): void {
  const target = new URL(fauxqsEndpoint);
  const headers: Record<string, string | string[]> = { host: target.host };
  for (const name of FORWARDED) if (req.headers[name] !== undefined) headers[name] = req.headers[name]!;
  const upstream = request(
    { hostname: target.hostname, port: target.port, method: req.method, path: url.pathname.slice(S3_PROXY_PREFIX.length) + url.search, headers },
    (answer: IncomingMessage) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) out[name] = value;
      for (const [param, header] of Object.entries(OVERRIDES)) {
        const value = url.searchParams.get(param);
        if (value && answer.statusCode && answer.statusCode < 300) out[header] = value;
      }
      res.writeHead(answer.statusCode ?? 502, { ...out, ...SANDBOX });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    // S3's answer when it cannot serve now: clients retry it (never an empty 502)
    if (!res.headersSent) sendS3Error(req, res, { status: 503, code: 'ServiceUnavailable', message: 'Service is unable to handle request.' }, { 'retry-after': '1' });
    else res.destroy();
  });
  req.pipe(upstream);
}
