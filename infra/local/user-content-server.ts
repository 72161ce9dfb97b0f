/**
 * The user-content origin of the embedded default: a second listener of the local gateway, on its own port AND its
 * own host name. Browsers scope cookies by host, not port, so the app's session cookie set on 127.0.0.1 would reach
 * any port of 127.0.0.1: the content origin is therefore `localhost` when the app is on 127.0.0.1 (and the other way
 * round), and a request naming any other host is refused. It plays the AWS content distribution: the same edge
 * functions check the path token and set the content type (infra/user-content-edge.ts), the same headers go out
 * (infra/security-headers.ts), and the object is streamed from fauxqs. GET and HEAD only; no cookie is read or set.
 */
import * as crypto from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { userContentHeaders } from '@infra/security-headers';
import {
  loadEdgeFunction,
  USER_CONTENT_RESPONSE_TYPES,
  userContentRequestCheck,
  type EdgeRequest,
  type EdgeResponse,
} from '@infra/user-content-edge';

export interface UserContentServerOptions {
  /** 0: a free port chosen by the system. */
  port: number;
  /** The host name the content origin is reached by (another than the app's). */
  host: string;
  /** The key addresses are signed with (USER_CONTENT_KEY). */
  key: string;
  /** fauxqs, and the files bucket in it. */
  s3Endpoint: string;
  bucket: string;
  /** The app's origin, the only page allowed to frame user content; known once the gateway listens. */
  appOrigin: () => string;
}

export interface UserContentServer {
  /** e.g. http://localhost:3001 */
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Upstream headers worth passing on: the body's length and ranges (video), validators. */
const PASSED = ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'];

/** The other loopback name than the app's: cookies of one never reach the other. */
export const otherLoopbackHost = (appHost: string) => (appHost === 'localhost' ? '127.0.0.1' : 'localhost');

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

export async function startUserContentServer(options: UserContentServerOptions): Promise<UserContentServer> {
  const check = loadEdgeFunction<{ request: EdgeRequest }, EdgeRequest | EdgeResponse>(userContentRequestCheck(JSON.stringify(options.key)), crypto);
  const setType = loadEdgeFunction<{ request: EdgeRequest; response: EdgeResponse }, EdgeResponse>(USER_CONTENT_RESPONSE_TYPES, crypto);
  const target = new URL(options.s3Endpoint);
  let expectedHost = '';

  function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(userContentHeaders(options.appOrigin()))) res.setHeader(name, value);
    // Only under its own name: addressed as the app's host, the browser would send the app's cookies along.
    if (req.headers.host !== expectedHost) return sendText(res, 421, 'This server answers for its own host name only.');
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Only GET and HEAD.', { allow: 'GET, HEAD' });
    const edgeRequest: EdgeRequest = { uri: (req.url ?? '/').split('?')[0], querystring: {}, headers: {}, cookies: {} };
    const checked = check({ request: edgeRequest });
    if ('statusCode' in checked) return sendText(res, checked.statusCode, checked.body?.data ?? '');
    const headers: Record<string, string> = { host: target.host };
    if (req.headers.range) headers.range = req.headers.range;
    const upstream = request(
      { hostname: target.hostname, port: target.port, method: req.method, path: `/${options.bucket}${checked.uri}`, headers },
      (answer) => {
        // a missing object answers as S3 behind CloudFront without ListBucket does: refused, nothing about the bucket
        if ((answer.statusCode ?? 500) >= 400) {
          answer.resume();
          return sendText(res, answer.statusCode === 404 ? 404 : 502, answer.statusCode === 404 ? 'Not found.' : 'The file cannot be read now.');
        }
        const out: EdgeResponse = { statusCode: answer.statusCode ?? 200, headers: {} };
        for (const name of PASSED) if (typeof answer.headers[name] === 'string') out.headers[name] = { value: answer.headers[name] as string };
        const typed = setType({ request: checked, response: out });
        res.writeHead(typed.statusCode, Object.fromEntries(Object.entries(typed.headers).map(([n, v]) => [n, v.value])));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : sendText(res, 503, 'The file cannot be read now.', { 'retry-after': '1' })));
    upstream.end();
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (err) {
      console.error(err);
      if (!res.headersSent) sendText(res, 500, 'The file cannot be read now.');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  expectedHost = `${options.host}:${port}`;
  return {
    url: `http://${expectedHost}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
