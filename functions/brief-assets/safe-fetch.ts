/**
 * Fetches a user-given URL for 'Link to URL' without letting the user reach the server's own network (SSRF).
 * Every hop (the first request and each redirect, followed by hand, at most 3) is checked by the pure rules of
 * shared/domain/url-safety.ts: http(s) only, and every address the name resolves to must be public. The socket then
 * connects to the address that was checked (a pinned `lookup`), so a second DNS answer cannot swap in a private one.
 * The body is streamed with a byte cap. Tests swap `resolve` and `open` (a fake DNS and transport); the checks stay.
 * The one exception is `allowedHosts`: exact host:port pairs the e2e run names for its fixture server on 127.0.0.1
 * (every other hop, a redirect from there included, is still checked).
 */
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkFetchUrl, isFetchableAddress } from '@shared/domain/url-safety';

export type LinkFailure = 'refused' | 'unreachable' | 'tooLarge';

export class LinkFetchError extends Error {
  constructor(
    readonly failure: LinkFailure,
    detail: string,
  ) {
    super(detail);
  }
}

export interface FetchTransport {
  /** Every address a host name resolves to. */
  resolve(hostname: string): Promise<string[]>;
  /** Sends GET to `url` over a connection to `address` (already checked); answers the response head and body stream. */
  open(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage>;
}

export interface FetchLimits {
  maxBytes: number;
  maxRedirects: number;
  timeoutMs: number;
  /** Exact host:port pairs fetched whatever their address (LINK_FETCH_ALLOWED_HOSTS, test fixture servers only). */
  allowedHosts?: ReadonlySet<string>;
}

export interface FetchedFile {
  body: Buffer;
  contentType: string;
  /** The file name the answer names (Content-Disposition) or the last path segment of the final URL. */
  fileName: string;
  finalUrl: string;
}

const pinnedLookup =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    const family = address.includes(':') ? 6 : 4;
    if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

export const systemTransport: FetchTransport = {
  async resolve(hostname) {
    return (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
  },
  open(url, address, signal) {
    return new Promise((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      // agent: false: a fresh socket per request, so no pooled connection to another address is reused.
      const req = client.request(url, { method: 'GET', agent: false, lookup: pinnedLookup(address), signal, headers: { accept: '*/*', 'user-agent': 'Marquee-link-fetcher' } }, resolve);
      req.on('error', reject);
      req.end();
    });
  },
};

function fileNameOf(res: IncomingMessage, url: URL): string {
  const disposition = res.headers['content-disposition'] ?? '';
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  let name = star ? star[1] : plain ? plain[1] : (url.pathname.split('/').pop() ?? '');
  try {
    name = decodeURIComponent(name);
  } catch {
    /* keep it as sent */
  }
  return name.trim();
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new LinkFetchError('tooLarge', `declared ${declared} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw new LinkFetchError('tooLarge', `more than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The checked address to connect to for this URL, or a refusal. Every resolved address must be public. */
async function vet(text: string, base: string | undefined, transport: FetchTransport, allowedHosts?: ReadonlySet<string>): Promise<{ url: URL; address: string }> {
  const check = checkFetchUrl(text, base, allowedHosts);
  if (!check.ok) throw new LinkFetchError('refused', check.reason);
  let addresses: string[];
  if (check.literal) addresses = [check.hostname];
  else {
    try {
      addresses = await transport.resolve(check.hostname);
    } catch {
      throw new LinkFetchError('unreachable', `cannot resolve ${check.hostname}`);
    }
  }
  if (!addresses.length) throw new LinkFetchError('unreachable', `no address for ${check.hostname}`);
  const bad = check.allowListed ? undefined : addresses.find((a) => !isFetchableAddress(a));
  if (bad) throw new LinkFetchError('refused', `address ${bad}`);
  return { url: check.url, address: addresses[0] };
}

export async function safeFetch(text: string, limits: FetchLimits, transport: FetchTransport = systemTransport): Promise<FetchedFile> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let next = text;
  let base: string | undefined;
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    const { url, address } = await vet(next, base, transport, limits.allowedHosts);
    let res: IncomingMessage;
    try {
      res = await transport.open(url, address, signal);
    } catch (error) {
      throw new LinkFetchError('unreachable', String(error));
    }
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.destroy();
      next = res.headers.location;
      base = url.href;
      continue;
    }
    if (status !== 200) {
      res.destroy();
      throw new LinkFetchError('unreachable', `status ${status}`);
    }
    try {
      const body = await readCapped(res, limits.maxBytes);
      return { body, contentType: String(res.headers['content-type'] ?? ''), fileName: fileNameOf(res, url), finalUrl: url.href };
    } catch (error) {
      if (error instanceof LinkFetchError) throw error;
      throw new LinkFetchError('unreachable', String(error));
    }
  }
  throw new LinkFetchError('refused', 'too many redirects');
}
