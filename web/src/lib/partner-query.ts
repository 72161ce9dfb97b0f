/** The `partner` query parameter selects the current partner and is kept on every internal link (000 2.1). */
export const PARTNER_PARAM = 'partner';

/** Adds `partner=<id>` to an internal path unless the path already names one. */
export function withPartner(to: string, partner: string | null | undefined): string {
  if (!partner) return to;
  const [beforeHash, hash] = to.split('#', 2);
  const [path, query = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(query);
  if (params.has(PARTNER_PARAM)) return to;
  params.set(PARTNER_PARAM, partner);
  return `${path}?${params.toString()}${hash !== undefined ? `#${hash}` : ''}`;
}
