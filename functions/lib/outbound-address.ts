/**
 * Where the server may connect for a user-given host (an S3-compatible storage endpoint, shared/domain/url-safety.ts
 * for the rules): the host is resolved here (every address, not the first one), each address must be public, and the
 * connection is then made to the address that was checked (`pinnedLookup`), so a second DNS answer cannot swap in a
 * private one between the check and the request, nor on any retry of the same client.
 * The one exception is `allowedHosts`: exact host:port pairs of the embedded default's own stand-ins (never set in AWS).
 */
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { checkFetchUrl, isFetchableAddress } from '@shared/domain/url-safety';

export type OutboundFailure = 'refused' | 'unreachable';

export class OutboundRefusedError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    detail: string,
  ) {
    super(detail);
  }
}

export interface VettedHost {
  url: URL;
  /** The host name as the request names it (no brackets, lower case). */
  hostname: string;
  /** The checked address every connection goes to. */
  address: string;
}

export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** The address to connect to for this URL, or OutboundRefusedError. Every address the name resolves to must be public. */
export async function vetOutboundUrl(text: string, options: { allowedHosts?: ReadonlySet<string>; resolve?: Resolver } = {}): Promise<VettedHost> {
  const check = checkFetchUrl(text, undefined, options.allowedHosts);
  if (!check.ok) throw new OutboundRefusedError('refused', check.reason);
  let addresses: string[];
  if (check.literal) addresses = [check.hostname];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(check.hostname);
    } catch {
      throw new OutboundRefusedError('unreachable', `cannot resolve ${check.hostname}`);
    }
  }
  if (!addresses.length) throw new OutboundRefusedError('unreachable', `no address for ${check.hostname}`);
  const bad = check.allowListed ? undefined : addresses.find((a) => !isFetchableAddress(a));
  if (bad) throw new OutboundRefusedError('refused', `address ${bad}`);
  return { url: check.url, hostname: check.hostname, address: addresses[0] };
}

/**
 * A socket `lookup` that answers the checked address for the checked host name and refuses every other name, so a
 * client built on it can reach nothing but that address, whatever URL a retry or redirect names.
 */
export const pinnedLookup =
  (hostname: string, address: string): LookupFunction =>
  (name, options, callback) => {
    if (name.toLowerCase().replace(/\.$/, '') !== hostname) {
      callback(Object.assign(new Error(`refused host ${name}`), { code: 'ENOTFOUND' }), '', 4);
      return;
    }
    const family = address.includes(':') ? 6 : 4;
    if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
