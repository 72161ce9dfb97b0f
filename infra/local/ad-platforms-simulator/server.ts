/**
 * The embedded ad platforms (never deployed): one HTTP server on 127.0.0.1 that speaks the wire shapes the real
 * clients speak, so the product's real client libraries are pointed at it (functions/ad-platforms):
 *   /meta/v24.0/...              Meta Graph API (facebook-nodejs-business-sdk: its Graph base URL is replaced)
 *   /v4/advertisers/...          Display & Video 360 API v4 (googleapis displayvideo, rootUrl)
 *   /dfareporting/v4/...         Campaign Manager 360 API v4 (googleapis dfareporting, rootUrl)
 *   /googleads/v21/customers/{id}/googleAds:search   Google Ads REST search (see google-ads.ts for why REST)
 * Stateful: it starts with the accounts of accounts.ts, counts each token's calls a minute (the platforms' rate limits)
 * and keeps faults set through its control calls (POST /__simulator/faults {token, fault: 'expired' | 'rate-limit' | null},
 * DELETE /__simulator/faults), so tests and a person trying the product can provoke the platforms' errors.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { googleAdsSearch } from './google-ads';
import { handleGoogle } from './google';
import { handleMeta } from './meta';
import { handlePublishWrites } from './meta-publish';
import { googleAdsMutate, handleUpload, publishedState } from './publishing';
import { previewPage, PREVIEW_PAGE_PATH } from './meta-previews';

export type Fault = 'expired' | 'rate-limit' | 'outage';

export interface SimulatorState {
  faults: Map<string, Fault>;
  /** Calls per token in the current minute. */
  calls: Map<string, { minute: number; count: number }>;
  /** Calls a token may make a minute before the rate-limit error (the platforms' quotas, kept small enough to reach). */
  perMinute: number;
}

export interface SimAnswer {
  status: number;
  body: unknown;
  /** A page (Meta's ad preview) instead of JSON: the body is sent as it is. */
  contentType?: string;
}

export interface SimRequest {
  method: string;
  url: URL;
  token: string | undefined;
  body: unknown;
  state: SimulatorState;
  /** The simulator's own address, for paging links (Graph's paging.next is a whole URL). */
  origin: string;
}

/** A token's fault for this call: one set by the control call, or the rate limit reached by counting. */
export function faultOf(req: SimRequest): Fault | undefined {
  if (!req.token) return undefined;
  const set = req.state.faults.get(req.token);
  if (set) return set;
  const minute = Math.floor(Date.now() / 60_000);
  const entry = req.state.calls.get(req.token);
  const count = entry && entry.minute === minute ? entry.count + 1 : 1;
  req.state.calls.set(req.token, { minute, count });
  return count > req.state.perMinute ? 'rate-limit' : undefined;
}

export interface AdPlatformsSimulator {
  url: string;
  close(): Promise<void>;
}

/**
 * What is read of a request body (the rest is dropped, so the call fails on it): Google Ads takes an image asset's
 * bytes inline (base64) in a mutate, up to 5 MB an image; 64 KiB cut real screenshots off.
 */
const MAX_BODY = 32 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(Object.fromEntries(new URLSearchParams(text)));
      }
    });
    req.on('error', () => resolve(undefined));
  });
}

function send(res: ServerResponse, answer: SimAnswer) {
  res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json; charset=UTF-8', 'cache-control': 'no-store' });
  res.end(answer.contentType ? String(answer.body) : JSON.stringify(answer.body));
}

function control(req: SimRequest): SimAnswer {
  if (req.method === 'DELETE') {
    req.state.faults.clear();
    req.state.calls.clear();
    return { status: 200, body: { faults: [] } };
  }
  const { token, fault } = (req.body ?? {}) as { token?: string; fault?: Fault | null };
  if (!token || (fault !== null && fault !== 'expired' && fault !== 'rate-limit' && fault !== 'outage')) return { status: 400, body: { error: 'token and fault (expired, rate-limit, outage or null) required' } };
  if (fault) req.state.faults.set(token, fault);
  else req.state.faults.delete(token);
  req.state.calls.delete(token);
  return { status: 200, body: { faults: [...req.state.faults.keys()].length } };
}

export async function startAdPlatformsSimulator(options: { port?: number; perMinute?: number } = {}): Promise<AdPlatformsSimulator> {
  const state: SimulatorState = { faults: new Map(), calls: new Map(), perMinute: options.perMinute ?? 600 };
  let origin = '';
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (await handlePublishWrites(req, res, url, state, origin)) return;
    // media uploads carry files: read raw, not as the JSON body below
    if (url.pathname.startsWith('/upload/')) return send(res, await handleUpload(req, url, state).catch(() => ({ status: 500, body: { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } } })));
    const body = req.method === 'GET' ? undefined : await readBody(req);
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ?? url.searchParams.get('access_token') ?? (body as { access_token?: string } | undefined)?.access_token ?? undefined;
    const sim: SimRequest = { method: req.method ?? 'GET', url, token, body, state, origin };
    try {
      if (url.pathname === '/__simulator/faults') return send(res, control(sim));
      if (url.pathname === '/__simulator/published') return send(res, publishedState(state));
      const mutate = /^\/googleads\/v\d+\/customers\/(\d+)\/googleAds:mutate$/.exec(url.pathname);
      if (mutate && sim.method === 'POST') return send(res, googleAdsMutate(sim, mutate[1]));
      if (url.pathname === PREVIEW_PAGE_PATH) return send(res, previewPage(sim));
      if (url.pathname.startsWith('/meta/')) return send(res, handleMeta(sim));
      if (url.pathname.startsWith('/googleads/')) return send(res, googleAdsSearch(sim));
      return send(res, handleGoogle(sim));
    } catch {
      send(res, { status: 500, body: { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } } });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
