/**
 * The Meta Graph API (v24.0) part of the simulator: the reads the product makes, in Graph's shapes (only the asked
 * `fields`, `{ data, paging: { cursors, next } }` lists, `limit`/`after` paging) and Graph's errors (400 with
 * `{ error: { message, type, code, error_subcode, fbtrace_id } }`): 190/463 expired token, 190 invalid token, 104
 * missing token, 100/33 unknown object, 17 user request limit and 80004 ad-account rate limit.
 */
import { randomBytes } from 'node:crypto';
import { SIM_META_TOKEN, META } from './accounts';
import { generatePreviews } from './meta-previews';
import { faultOf, type SimAnswer, type SimRequest } from './server';

const VERSION = 'v24.0';
const DEFAULT_LIMIT = 25;

export const graphError = (message: string, type: string, code: number, subcode?: number, extra: Record<string, unknown> = {}): SimAnswer => ({
  status: 400,
  body: { error: { message, type, code, ...(subcode ? { error_subcode: subcode } : {}), ...extra, fbtrace_id: randomBytes(9).toString('base64url') } },
});

const unknownObject = (id: string) =>
  graphError(
    `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    'GraphMethodException',
    100,
    33,
  );

function pick(item: Record<string, unknown>, fields: string | null): Record<string, unknown> {
  const names = (fields ?? '').split(',').map((f) => f.trim()).filter(Boolean);
  const wanted = names.length ? names : ['id', 'name'];
  return Object.fromEntries(['id', ...wanted.filter((n) => n !== 'id')].filter((n) => n in item).map((n) => [n, item[n]]));
}

/** A Graph list: `limit` items after the `after` cursor, with cursors and a `next` link while more remain. */
export function page(req: SimRequest, items: Record<string, unknown>[]): SimAnswer {
  const limit = Math.min(Math.max(Number(req.url.searchParams.get('limit')) || DEFAULT_LIMIT, 1), 500);
  const after = req.url.searchParams.get('after');
  const start = after ? Number(Buffer.from(after, 'base64').toString('utf8')) + 1 : 0;
  const slice = items.slice(start, start + limit);
  const cursor = (i: number) => Buffer.from(String(i)).toString('base64');
  const body: Record<string, unknown> = { data: slice.map((i) => pick(i, req.url.searchParams.get('fields'))) };
  if (slice.length) {
    const paging: Record<string, unknown> = { cursors: { before: cursor(start), after: cursor(start + slice.length - 1) } };
    if (start + slice.length < items.length) {
      const next = new URL(req.url.pathname, req.origin);
      req.url.searchParams.forEach((v, k) => next.searchParams.set(k, v));
      next.searchParams.set('limit', String(limit));
      next.searchParams.set('after', cursor(start + slice.length - 1));
      paging.next = next.toString();
    }
    body.paging = paging;
  }
  return { status: 200, body };
}

/** The checks every Graph call starts with (version, token, the token's fault); undefined when the call may go on. */
export function metaAuth(req: SimRequest): SimAnswer | undefined {
  const parts = req.url.pathname.split('/').filter(Boolean).slice(1);
  if (parts[0] !== VERSION) return graphError(`Unknown path components: /${parts.join('/')}`, 'OAuthException', 2500);
  if (!req.token) return graphError('An access token is required to request this resource.', 'OAuthException', 104);
  if (req.token !== SIM_META_TOKEN) return graphError('Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190);
  const fault = faultOf(req);
  if (fault === 'expired') {
    return graphError('Error validating access token: Session has expired on Tuesday, 24-Nov-26 10:00:00 PST. The current time is Wednesday, 25-Nov-26 04:00:00 PST.', 'OAuthException', 190, 463);
  }
  // the outage fault (publishing's retries): Graph's transient server error
  if (fault === 'outage') return { ...graphError('An unexpected error has occurred. Please retry your request later.', 'OAuthException', 2, undefined, { is_transient: true }), status: 500 };
  if (fault === 'rate-limit') {
    return parts[1]?.startsWith('act_')
      ? graphError('(#80004) There have been too many calls to this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#ads-management.', 'OAuthException', 80004, 2446079, { is_transient: true })
      : graphError('(#17) User request limit reached', 'OAuthException', 17, 2446079, { is_transient: true });
  }
  return undefined;
}

export function handleMeta(req: SimRequest): SimAnswer {
  const parts = req.url.pathname.split('/').filter(Boolean).slice(1);
  const refused = metaAuth(req);
  if (refused) return refused;
  const [, node, edge] = parts;
  if (req.method !== 'GET') return graphError('Unsupported post request.', 'GraphMethodException', 100);
  if (node?.startsWith('act_') && edge === 'generatepreviews' && META.adAccounts.some((a) => a.id === node)) return generatePreviews(req, graphError);
  if (node === 'me' && edge === 'adaccounts') return page(req, META.adAccounts as unknown as Record<string, unknown>[]);
  if (node === 'me' && edge === 'accounts') return page(req, META.pages as unknown as Record<string, unknown>[]);
  if (!node) return unknownObject('');

  const account = META.adAccounts.find((a) => a.id === node);
  const campaign = META.campaigns.find((c) => c.id === node);
  const adSet = META.adSets.find((a) => a.id === node);
  const pageItem = META.pages.find((p) => p.id === node);
  const object = account ?? campaign ?? adSet ?? pageItem;
  if (!object) return unknownObject(node);
  if (!edge) return { status: 200, body: pick(object as unknown as Record<string, unknown>, req.url.searchParams.get('fields')) };
  const statuses = (req.url.searchParams.get('effective_status') ?? '').replace(/[[\]"]/g, '').split(',').filter(Boolean);
  const byStatus = <T extends { effective_status: string }>(items: T[]) => (statuses.length ? items.filter((i) => statuses.includes(i.effective_status)) : items);
  if (account && edge === 'campaigns') return page(req, byStatus(META.campaigns.filter((c) => `act_${c.account_id}` === account.id)) as unknown as Record<string, unknown>[]);
  if (account && edge === 'adsets') return page(req, byStatus(META.adSets.filter((a) => `act_${a.account_id}` === account.id)) as unknown as Record<string, unknown>[]);
  if (campaign && edge === 'adsets') return page(req, byStatus(META.adSets.filter((a) => a.campaign_id === campaign.id)) as unknown as Record<string, unknown>[]);
  return graphError(`(#100) Tried accessing nonexisting field (${edge}) on node type (${account ? 'AdAccount' : campaign ? 'Campaign' : adSet ? 'AdSet' : 'Page'})`, 'OAuthException', 100);
}
