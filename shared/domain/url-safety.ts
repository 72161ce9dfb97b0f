/**
 * Which URLs and addresses the server may fetch for 'Link to URL' (000 5, 7.3 create-temp-asset-from-url).
 * Pure rules: the fetcher in functions/ resolves names itself and asks these before every connection and redirect hop.
 */
import ipaddr from 'ipaddr.js';

export type AddressClass =
  | 'public'
  | 'private'
  | 'loopback'
  | 'link-local'
  | 'unspecified'
  | 'metadata'
  | 'reserved'
  | 'invalid';

/**
 * Parses dotted IPv4 (exactly four decimal parts, no leading zeros) into a 32-bit number. ipaddr.js parses; its
 * lenient forms (0x7f.1, 2130706433, 0177.0.0.1) are not addresses here: URLs reach this check already normalised by
 * the WHATWG parser, and resolvers answer the four-part form.
 */
export function parseIpv4(text: string): number | null {
  if (!ipaddr.IPv4.isValidFourPartDecimal(text)) return null;
  return ipaddr.IPv4.parse(text).octets.reduce((value, octet) => value * 256 + octet, 0);
}

/** Parses IPv6 text (with :: and an optional dotted IPv4 tail, brackets allowed, no zone) into eight 16-bit groups. */
export function parseIpv6(text: string): number[] | null {
  let body = text.toLowerCase();
  if (body.startsWith('[') && body.endsWith(']')) body = body.slice(1, -1);
  // a zone (fe80::1%eth0) names an interface of this machine: never an address to judge
  if (body.includes('%') || !ipaddr.IPv6.isValid(body)) return null;
  return ipaddr.IPv6.parse(body).parts.slice();
}

const V4_RANGES: { base: string; bits: number; kind: AddressClass }[] = [
  { base: '0.0.0.0', bits: 8, kind: 'unspecified' },
  { base: '10.0.0.0', bits: 8, kind: 'private' },
  // Carrier-grade NAT; also holds Alibaba's metadata address 100.100.100.200.
  { base: '100.64.0.0', bits: 10, kind: 'private' },
  { base: '127.0.0.0', bits: 8, kind: 'loopback' },
  { base: '169.254.169.254', bits: 32, kind: 'metadata' },
  { base: '169.254.0.0', bits: 16, kind: 'link-local' },
  { base: '172.16.0.0', bits: 12, kind: 'private' },
  { base: '192.0.0.0', bits: 24, kind: 'reserved' },
  { base: '192.0.2.0', bits: 24, kind: 'reserved' },
  { base: '192.88.99.0', bits: 24, kind: 'reserved' },
  { base: '192.168.0.0', bits: 16, kind: 'private' },
  { base: '198.18.0.0', bits: 15, kind: 'reserved' },
  { base: '198.51.100.0', bits: 24, kind: 'reserved' },
  { base: '203.0.113.0', bits: 24, kind: 'reserved' },
  // Multicast, the old class E and broadcast.
  { base: '224.0.0.0', bits: 3, kind: 'reserved' },
];

function inV4Range(value: number, base: string, bits: number): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(value / size) === Math.floor(parseIpv4(base)! / size);
}

export function classifyIpv4(value: number): AddressClass {
  return V4_RANGES.find((r) => inV4Range(value, r.base, r.bits))?.kind ?? 'public';
}

const v4Of = (g: number[], from: number) => g[from] * 65536 + g[from + 1];

export function classifyIpv6(g: number[]): AddressClass {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): judged by the IPv4 address they carry.
  if (zeroUpTo(5) && (g[5] === 0xffff || g[5] === 0)) return classifyIpv4(v4Of(g, 6));
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) also carry an IPv4 address that the network may reach.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return classifyIpv4(v4Of(g, 6));
  if (g[0] === 0x2002) return classifyIpv4(v4Of(g, 1));
  if (g[0] === 0xfd00 && g[1] === 0x0ec2 && g.slice(2, 7).every((x) => x === 0) && g[7] === 0x254) return 'metadata';
  if ((g[0] & 0xfe00) === 0xfc00) return 'private';
  if ((g[0] & 0xffc0) === 0xfe80) return 'link-local';
  // Deprecated site-local, multicast, documentation, discard and the 64:ff9b:1::/48 local NAT64.
  if ((g[0] & 0xffc0) === 0xfec0 || (g[0] & 0xff00) === 0xff00) return 'reserved';
  if (g[0] === 0x2001 && g[1] === 0x0db8) return 'reserved';
  if (g[0] === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return 'reserved';
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'reserved';
  return 'public';
}

/** The class of an IP address literal (IPv4 or IPv6, brackets allowed); 'invalid' when it is neither. */
export function classifyAddress(address: string): AddressClass {
  const v4 = parseIpv4(address);
  if (v4 !== null) return classifyIpv4(v4);
  const v6 = parseIpv6(address);
  return v6 ? classifyIpv6(v6) : 'invalid';
}

export const isFetchableAddress = (address: string) => classifyAddress(address) === 'public';

/** Names that resolve to the machine itself or to a cloud metadata service whatever DNS says. */
const REFUSED_HOSTNAMES = ['localhost', 'metadata', 'metadata.google.internal', 'instance-data', 'instance-data.ec2.internal'];

export type UrlRefusal = 'format' | 'scheme' | 'credentials' | 'host';

/**
 * `allowListed`: the URL's exact host:port is in the allow-list, so its addresses are not judged (the fetcher dials
 * whatever it resolves to). The list is empty unless the embedded default's tests name a fixture server.
 */
export type UrlCheck = { ok: true; url: URL; hostname: string; literal: boolean; allowListed: boolean } | { ok: false; reason: UrlRefusal };

/** `host:port` of a URL with the scheme's default port written out, the form an allow-list entry takes. */
export const hostPortOf = (url: URL) => `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

/**
 * A URL the server may try to fetch: http(s) only, no user:password part, and a host that is not a refused name or a
 * non-public IP literal, unless its exact host:port is allow-listed. A host name still has to resolve to public
 * addresses only (the fetcher checks that).
 */
export function checkFetchUrl(text: string, base?: string, allowedHosts: ReadonlySet<string> = new Set()): UrlCheck {
  let url: URL;
  try {
    url = new URL(text.trim(), base);
  } catch {
    return { ok: false, reason: 'format' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  const hostname = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (!hostname) return { ok: false, reason: 'format' };
  const literal = parseIpv4(hostname) !== null || parseIpv6(hostname) !== null;
  if (allowedHosts.has(hostPortOf(url))) return { ok: true, url, hostname, literal, allowListed: true };
  if (literal && !isFetchableAddress(hostname)) return { ok: false, reason: 'host' };
  if (!literal && (REFUSED_HOSTNAMES.includes(hostname) || hostname.endsWith('.localhost') || hostname.endsWith('.internal'))) {
    return { ok: false, reason: 'host' };
  }
  return { ok: true, url, hostname, literal, allowListed: false };
}

/** The client-side 'Link to URL' check (000 5): an absolute http(s) URL with a host. */
export function isValidLinkUrl(text: string): boolean {
  const check = checkFetchUrl(text);
  return check.ok || check.reason === 'host' || check.reason === 'credentials';
}
