/**
 * The local gateway: one Node HTTP server on 127.0.0.1 that plays CloudFront + API Gateway for the embedded default.
 * `/api/*` → the route table's domain handlers as HTTP API v2 events; `/ws` → the realtime handlers with an
 * `@connections` endpoint for the real ApiGatewayManagementApi client; everything else → the built site (SPA).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { API_PREFIX, ROUTES, type Domain, type RouteEntry } from '@functions/routes';
import { AppError } from '@functions/lib/errors';
import { MESSAGES } from '@shared/messages';
import { BUILD_VERSION_HEADER } from '@shared/constants';
import { newConnectionId, toHttpEvent, toWsEvent, writeHttpResult } from './api-events';
import { proxyS3, S3_PROXY_PREFIX } from './s3-proxy';
import { securityHeaders } from '@infra/security-headers';

type HttpHandler = (event: unknown, context: unknown) => Promise<unknown>;
type WsHandlers = { connect: HttpHandler; disconnect: HttpHandler; defaultRoute: HttpHandler };

/**
 * Who answers: each domain's function and the three realtime functions, and whether an @connections call is allowed
 * (the refusal AWS would give, or null). The embedded default runs them isolated (infra/local/parity); without this
 * option they are imported into this process.
 */
export interface GatewayFunctions {
  domain(domain: Domain): HttpHandler;
  /** Resolves once the domain's function has started (its cold start, as Lambda's init phase); absent: always warm. */
  coldStart?(domain: Domain): Promise<void>;
  ws: WsHandlers;
  authorizeConnections?(req: IncomingMessage, connectionId: string): Promise<string | null>;
  /** Where presigned S3 requests go and which access keys sign them (default: fauxqs and this process's key). */
  s3?: { endpoint: string; knows(accessKeyId: string): boolean };
}

async function inProcessFunctions(): Promise<GatewayFunctions> {
  const domains = new Map<Domain, HttpHandler>();
  for (const domain of new Set(ROUTES.map((r) => r.domain))) {
    domains.set(domain, ((await import(`../../functions/${domain}/index.ts`)) as { handler: HttpHandler }).handler);
  }
  return { domain: (d) => domains.get(d)!, ws: (await import('@functions/realtime')) as unknown as WsHandlers };
}

/** API Gateway's own payload limit: bigger requests never reach a Lambda. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json', '.woff2': 'font/woff2', '.txt': 'text/plain',
};

function compile(entry: RouteEntry) {
  const names: string[] = [];
  const source = `${API_PREFIX}${entry.path}`.replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'));
  return { entry, names, regex: new RegExp(`^${source}$`) };
}

function lambdaContext(name: string) {
  return { functionName: name, awsRequestId: crypto.randomUUID(), getRemainingTimeInMillis: () => WRITE_DEADLINE_MS, callbackWaitsForEmptyEventLoop: false };
}

function sendError(res: ServerResponse, error: AppError) {
  const headers = { 'content-type': 'application/json; charset=utf-8', [BUILD_VERSION_HEADER]: process.env.BUILD_VERSION ?? 'dev' };
  writeHttpResult(res, { statusCode: error.statusCode, headers, body: JSON.stringify(error.toBody()) });
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A $default or $disconnect that failed: API Gateway logs it and goes on. Sockets closed by a stop reach $disconnect
 * after the functions have stopped, which is no error.
 */
function socketHandlerFailed(err: unknown) {
  if (!String((err as Error)?.message).includes('stopping')) console.error('[ws] handler failed:', err);
}

export interface GatewayOptions {
  port: number;
  siteDir: string;
  /** Extra routes mounted the same way as the table's (the bench's no-op handler). */
  extraRoutes?: { method: string; path: string; handler: HttpHandler }[];
  /** API requests handled at once; more wait their turn in order (GATEWAY_MAX_API_IN_FLIGHT, 16). */
  maxApiInFlight?: number;
  /** The longest an API request waits for its turn; past it, 503 with Retry-After (GATEWAY_MAX_QUEUE_MS, 2,000). */
  maxQueueMs?: number;
  /** Each API request's deadline from its arrival (GATEWAY_DEADLINE_MS, 9,000): see `deadlineAnswer`. */
  deadlineMs?: number;
  /** A write already handed to its function may run to API Gateway's own limit (29,000) before its 504. */
  writeDeadlineMs?: number;
  /** The sign-in provider's origins, allowed as form targets by the Content-Security-Policy. */
  signInOrigins?: readonly string[];
  /** The user-content origin (infra/local/user-content-server.ts), allowed to be framed and shown as images. */
  userContentOrigins?: readonly string[];
  /** Where Meta's ad previews come from (the embedded ad platforms), allowed to be framed. */
  adPreviewOrigins?: readonly string[];
  /** The functions behind the API and the WebSocket (default: the sources, imported into this process). */
  functions?: GatewayFunctions;
}

/**
 * One process serves everything in the embedded default. Load is shed by time, not count: up to MAX_API_IN_FLIGHT
 * API requests run at once and the rest wait in order; one that waited MAX_QUEUE_MS is answered 503 + Retry-After
 * (the web client asks a read again after it), so an admitted request never sat long behind the others. Counting
 * alone shed a fifth of a load the process could carry, and let admitted ones wait 30 s. Static files are served
 * beside the queue, never shed.
 */
// 16 at once: the functions run one worker each, so more in flight only lengthen each answer (48: p99 of admitted
// 6.2 s under the faults bench; 16 and 2 s: 2.2 s, 1.5% shed).
const MAX_API_IN_FLIGHT = Number(process.env.GATEWAY_MAX_API_IN_FLIGHT ?? 16);
const MAX_QUEUE_MS = Number(process.env.GATEWAY_MAX_QUEUE_MS ?? 2_000);
/** Under API Gateway's 30 s and under 10 s (README 'Load'): an answer always comes. */
const DEADLINE_MS = Number(process.env.GATEWAY_DEADLINE_MS ?? 9_000);
/**
 * A write that reached its function is not cut at DEADLINE_MS: it may already have written, and in AWS it runs to the
 * HTTP API's integration timeout (29 s as deployed). It gets its 504 there, as API Gateway answers it.
 */
const WRITE_DEADLINE_MS = Number(process.env.GATEWAY_WRITE_DEADLINE_MS ?? 29_000);
const SHED_RETRY_AFTER_S = 1;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a request past its deadline gets: 503 + Retry-After when it never reached its function, or for a read (asking
 * again is harmless); a write already handed to its function may have happened, so it gets what API Gateway answers
 * for an integration timeout, 504 'Endpoint request timed out', and not an invitation to send it again.
 */
function deadlineAnswer(res: ServerResponse, method: string, dispatched: boolean) {
  if (res.headersSent) return;
  if (dispatched && !READS.has(method)) {
    return writeHttpResult(res, { statusCode: 504, headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'IntegrationTimeout' }, body: JSON.stringify({ message: 'Endpoint request timed out' }) });
  }
  res.setHeader('retry-after', String(SHED_RETRY_AFTER_S));
  sendError(res, new AppError('SERVICE_UNAVAILABLE', 503, MESSAGES.serviceUnavailable));
}

export interface Gateway {
  url: string;
  server: Server;
  /** Stops accepting, waits up to graceMs (10 s) for requests in flight, then closes every connection. */
  close(graceMs?: number): Promise<void>;
}

const DRAIN_MS = 10_000;

/** The one address the gateway listens on and the app is reached by (the user-content origin takes another name). */
export const GATEWAY_HOST = '127.0.0.1';

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  // Like API Gateway, the most specific route wins: fewer path parameters first.
  const routes = ROUTES.map(compile).sort((a, b) => a.names.length - b.names.length);
  const functions = options.functions ?? (await inProcessFunctions());
  const { ws } = functions;
  const sockets = new Map<string, WebSocket>();

  const maxApiInFlight = options.maxApiInFlight ?? MAX_API_IN_FLIGHT;
  const maxQueueMs = options.maxQueueMs ?? MAX_QUEUE_MS;
  const deadlineMs = options.deadlineMs ?? DEADLINE_MS;
  const writeDeadlineMs = Math.max(deadlineMs, options.writeDeadlineMs ?? WRITE_DEADLINE_MS);
  let apiInFlight = 0;
  /** Requests waiting for a slot, oldest first; each is shed by its own timer once it waited maxQueueMs. */
  const waiting: { admit: () => void }[] = [];

  /** Resolves true once the request has a slot, false when it waited too long or its client left. */
  function turn(res: ServerResponse, waitMs: number): Promise<boolean> {
    if (apiInFlight < maxApiInFlight && !waiting.length) return (apiInFlight++, Promise.resolve(true));
    return new Promise((resolve) => {
      const waiter = {
        admit: () => {
          clearTimeout(timer);
          res.off('close', left);
          apiInFlight++;
          resolve(true);
        },
      };
      const leave = () => {
        const i = waiting.indexOf(waiter);
        if (i >= 0) waiting.splice(i, 1);
      };
      const left = () => (clearTimeout(timer), leave(), resolve(false));
      const timer = setTimeout(() => (res.off('close', left), leave(), resolve(false)), waitMs);
      res.once('close', left);
      waiting.push(waiter);
    });
  }

  /** A slot is given back when its function settled (not when a deadline answered for it: it still runs). */
  function release() {
    apiInFlight--;
    while (apiInFlight < maxApiInFlight && waiting.length) waiting.shift()!.admit();
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const arrived = Date.now();
    const extra = options.extraRoutes?.find((r) => r.method === req.method && `${API_PREFIX}${r.path}` === url.pathname);
    const match = extra ? null : routes.find((r) => r.entry.method === req.method && r.regex.test(url.pathname));
    if (!extra && !match) return sendError(res, new AppError('NOT_FOUND', 404, MESSAGES.routeNotFound));
    // waits at most the queue time, and never past the deadline (both answer 503: it did not run)
    if (!(await turn(res, Math.min(maxQueueMs, deadlineMs)))) {
      if (res.destroyed) return;
      res.setHeader('retry-after', String(SHED_RETRY_AFTER_S));
      return sendError(res, new AppError('SERVICE_UNAVAILABLE', 503, MESSAGES.serviceUnavailable));
    }
    let dispatched = false;
    let deadline: NodeJS.Timeout | undefined;
    try {
      // A cold start (the function's worker loading its modules: ~2 s here, far more on a busy machine) is not the
      // request's time: its deadline moves by the cold start's length.
      const coldFrom = Date.now();
      if (match && functions.coldStart) await functions.coldStart(match.entry.domain);
      const coldMs = Date.now() - coldFrom;
      const method = req.method ?? 'GET';
      const at = (ms: number) => Math.max(0, arrived + coldMs + ms - Date.now());
      deadline = setTimeout(() => {
        // a write already running goes on to its own deadline; anything else is answered now
        if (dispatched && !READS.has(method)) deadline = setTimeout(() => deadlineAnswer(res, method, dispatched), at(writeDeadlineMs));
        else deadlineAnswer(res, method, dispatched);
      }, at(deadlineMs));
      const body = await readBody(req, GATEWAY_MAX_BODY);
      if (!body) return sendError(res, new AppError('DEFAULT_ERROR', 413, MESSAGES.bodyTooLarge));
      if (res.headersSent) return;
      const routeKey = `${req.method} ${url.pathname}`;
      dispatched = true;
      let result: unknown;
      if (extra) result = await extra.handler(toHttpEvent(req, url, body, routeKey), lambdaContext('extra'));
      else {
        const m = match!;
        const values = m.regex.exec(url.pathname)!.slice(1);
        const params = Object.fromEntries(m.names.map((n, i) => [n, decodeURIComponent(values[i])]));
        const event = toHttpEvent(req, url, body, `${m.entry.method} ${API_PREFIX}${m.entry.path}`, params);
        result = await functions.domain(m.entry.domain)(event, lambdaContext(m.entry.domain));
      }
      // past the deadline the answer was given already; the late result is dropped, as API Gateway drops it
      if (!res.headersSent) writeHttpResult(res, result as never);
    } finally {
      clearTimeout(deadline);
      release();
    }
  }

  /** POST/GET/DELETE /@connections/{id}: what ApiGatewayManagementApi calls. Only this machine reaches it. */
  async function handleConnections(req: IncomingMessage, res: ServerResponse, id: string) {
    const denial = await functions.authorizeConnections?.(req, decodeURIComponent(id));
    if (denial) return writeHttpResult(res, { statusCode: 403, headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'AccessDeniedException' }, body: JSON.stringify({ message: denial, Message: denial }) });
    const socket = sockets.get(decodeURIComponent(id));
    if (!socket) return writeHttpResult(res, { statusCode: 410, headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' }, body: '{"message":"GoneException"}' });
    if (req.method === 'POST') socket.send((await readBody(req, 128 * 1024))!.toString('utf8'));
    else if (req.method === 'DELETE') socket.close();
    writeHttpResult(res, { statusCode: 200, body: '' });
  }

  function handleSite(res: ServerResponse, url: URL) {
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(options.siteDir, path);
    if (!file.startsWith(options.siteDir) || !existsSync(file) || !statSync(file).isFile()) file = join(options.siteDir, 'index.html');
    if (!existsSync(file)) return writeHttpResult(res, { statusCode: 503, body: 'The site is not built: run npm run build' });
    const immutable = file.includes(`${join(options.siteDir, 'assets')}`);
    res.setHeader('content-type', MIME[extname(file)] ?? 'application/octet-stream');
    res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.end(readFileSync(file));
  }

  let inFlight = 0;
  const headers = securityHeaders({ signInOrigins: options.signInOrigins, userContentOrigins: options.userContentOrigins, adPreviewOrigins: options.adPreviewOrigins });
  const server = createServer((req, res) => {
    inFlight++;
    res.once('close', () => inFlight--);
    // The same security headers on every answer: site, API, errors, redirects, the /s3 pass-through (infra/security-headers.ts).
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // presigned uploads and downloads of the files bucket, same origin (infra/local/s3-proxy.ts)
    if (url.pathname.startsWith(`${S3_PROXY_PREFIX}/`) && functions.s3) return proxyS3(req, res, url, functions.s3.endpoint, functions.s3.knows);
    if (url.pathname.startsWith(`${S3_PROXY_PREFIX}/`) && process.env.AWS_ENDPOINT_URL_S3) return proxyS3(req, res, url, process.env.AWS_ENDPOINT_URL_S3);
    const work = url.pathname.startsWith(`${API_PREFIX}/`)
      ? handleApi(req, res, url)
      : url.pathname.startsWith('/@connections/')
        ? handleConnections(req, res, url.pathname.slice('/@connections/'.length))
        : Promise.resolve(handleSite(res, url));
    work.catch((err) => {
      console.error(err);
      if (!res.headersSent) sendError(res, new AppError('DEFAULT_ERROR', 500, MESSAGES.internal));
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 128 * 1024 });
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== '/ws') return socket.destroy();
    const connectionId = newConnectionId();
    // $connect decides before the handshake completes, as API Gateway does
    ws.connect(toWsEvent('$connect', connectionId, req), lambdaContext('realtime'))
      .then((result) => {
        const status = (result as { statusCode?: number }).statusCode ?? 200;
        if (status !== 200) {
          socket.end(`HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Forbidden'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
          return;
        }
        wss.handleUpgrade(req, socket, head, (client) => {
          sockets.set(connectionId, client);
          client.on('message', (data) => void ws.defaultRoute(toWsEvent('$default', connectionId, req, data.toString()), lambdaContext('realtime')).catch(socketHandlerFailed));
          client.on('close', () => {
            sockets.delete(connectionId);
            void ws.disconnect(toWsEvent('$disconnect', connectionId, req), lambdaContext('realtime')).catch(socketHandlerFailed);
          });
        });
      })
      .catch(() => socket.destroy());
  });

  // Idle keep-alive connections stay open longer than clients keep them (undici 4 s, browsers a minute or more), so a
  // client never sends on a connection the server is closing at that moment (ECONNRESET under load).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, GATEWAY_HOST, resolve);
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://${GATEWAY_HOST}:${port}`,
    server,
    // Drains like a deploy would: stop accepting, let requests in flight finish (bounded), then cut what is left.
    async close(graceMs = DRAIN_MS) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const client of wss.clients) client.close(1001, 'server stopping');
      const deadline = Date.now() + graceMs;
      while (inFlight > 0 && Date.now() < deadline) {
        server.closeIdleConnections();
        await new Promise((r) => setTimeout(r, 25));
      }
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
