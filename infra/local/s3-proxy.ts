/**
 * `/s3/*` on the local gateway: a pass-through to fauxqs, so browsers PUT and GET presigned URLs on the site's own
 * origin (fauxqs answers no CORS). Bodies are piped both ways, never buffered, so a 2 GB upload keeps the gateway's
 * memory flat. S3 applies a presigned GET's response-content-disposition and -type; fauxqs does not, so they are
 * applied here; every answer is also sandboxed, because this origin is the app's.
 */
import { request, type IncomingMessage, type ServerResponse } from 'node:http';

export const S3_PROXY_PREFIX = '/s3';

const OVERRIDES: Record<string, string> = { 'response-content-disposition': 'content-disposition', 'response-content-type': 'content-type' };

export function proxyS3(req: IncomingMessage, res: ServerResponse, url: URL, fauxqsEndpoint: string): void {
  const target = new URL(fauxqsEndpoint);
  const headers = { ...req.headers, host: target.host };
  const upstream = request(
    { hostname: target.hostname, port: target.port, method: req.method, path: url.pathname.slice(S3_PROXY_PREFIX.length) + url.search, headers },
    (answer: IncomingMessage) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) out[name] = value;
      for (const [param, header] of Object.entries(OVERRIDES)) {
        const value = url.searchParams.get(param);
        if (value && answer.statusCode && answer.statusCode < 300) out[header] = value;
      }
      out['x-content-type-options'] = 'nosniff';
      out['content-security-policy'] = "sandbox; default-src 'none'";
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502).end();
    else res.destroy();
  });
  req.pipe(upstream);
}
