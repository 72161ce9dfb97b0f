/**
 * The Google Marketing Platform part of the simulator: Display & Video 360 API v4 (advertisers, campaigns, line items)
 * and Campaign Manager 360 API v4 (user profiles, advertisers, campaigns, sites and the targeting lookup lists), in
 * their JSON shapes (`nextPageToken` paging with `pageSize`/`maxResults`, `orderBy`/`sortField`, CM360's `kind` fields) and Google's error
 * shape `{ error: { code, message, status, errors? } }`: 401 UNAUTHENTICATED for a missing, unknown or expired token,
 * 403 PERMISSION_DENIED for an advertiser or network the token's user has no role on, 404 NOT_FOUND, 429 RESOURCE_EXHAUSTED.
 */
import { CM360, DV360, SIM_TOKENS } from './accounts';
import { cm360TargetingTemplates } from './cm360-targeting';
import { cm360Association, cm360Creatives, dv360Creatives, OUTAGE } from './publishing';
import { faultOf, type SimAnswer, type SimRequest } from './server';

const googleError = (code: number, status: string, message: string, reason?: string): SimAnswer => ({
  status: code,
  body: { error: { code, message, ...(reason ? { errors: [{ message, domain: 'global', reason }] } : {}), status } },
});

const UNAUTHENTICATED = 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';
const EXPIRED = 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. The access token has expired.';
const permissionDenied = () => googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission', 'forbidden');
const notFound = (what: string) => googleError(404, 'NOT_FOUND', `Requested entity was not found. ${what}`, 'notFound');

/** The token's check every call starts with; undefined when the call may go on. */
export function googleAuth(req: SimRequest, rateLimitMessage: string): SimAnswer | undefined {
  if (!req.token) return googleError(401, 'UNAUTHENTICATED', UNAUTHENTICATED, 'authError');
  if (req.token === SIM_TOKENS.expiredGoogle) return googleError(401, 'UNAUTHENTICATED', EXPIRED, 'authError');
  const known = Object.values(SIM_TOKENS) as string[];
  if (!known.includes(req.token)) return googleError(401, 'UNAUTHENTICATED', UNAUTHENTICATED, 'authError');
  const fault = faultOf(req);
  if (fault === 'expired') return googleError(401, 'UNAUTHENTICATED', EXPIRED, 'authError');
  if (fault === 'rate-limit') return googleError(429, 'RESOURCE_EXHAUSTED', rateLimitMessage, 'rateLimitExceeded');
  if (fault === 'outage') return OUTAGE;
  return undefined;
}

/** The list in the asked order: DV360's `orderBy=displayName[ desc]`, CM360's `sortField=NAME|ID` and `sortOrder`. */
function ordered<T>(req: SimRequest, items: T[]): T[] {
  const q = req.url.searchParams;
  const [orderBy, direction] = (q.get('orderBy') ?? '').split(' ');
  const field = orderBy === 'displayName' ? 'displayName' : q.get('sortField') === 'NAME' ? 'name' : q.get('sortField') === 'ID' ? 'id' : undefined;
  if (!field) return items;
  const sign = direction === 'desc' || q.get('sortOrder') === 'DESCENDING' ? -1 : 1;
  const key = (i: T) => String((i as Record<string, unknown>)[field] ?? '');
  return [...items].sort((a, b) => sign * key(a).localeCompare(key(b), 'en', { numeric: field === 'id' }));
}

/** One page of a list: `pageSize` (DV360) or `maxResults` (CM360) items from the offset in `pageToken`. */
function paged<T>(req: SimRequest, all: T[], listName: string, extra: Record<string, unknown> = {}): SimAnswer {
  const items = ordered(req, all);
  const size = Math.min(Number(req.url.searchParams.get('pageSize') ?? req.url.searchParams.get('maxResults')) || 100, 1000);
  const start = Number(req.url.searchParams.get('pageToken') ?? 0) || 0;
  const slice = items.slice(start, start + size);
  const next = start + size < items.length ? String(start + size) : undefined;
  return { status: 200, body: { ...extra, [listName]: slice, ...(next ? { nextPageToken: next } : {}) } };
}

/** DV360's `filter` on line items: `campaignId="1" OR campaignId="2"` (the one form the product sends). */
function campaignFilter(filter: string | null): Set<string> | undefined {
  if (!filter) return undefined;
  return new Set([...filter.matchAll(/campaignId\s*=\s*"?(\d+)"?/g)].map((m) => m[1]));
}

function displayVideo(req: SimRequest, parts: string[]): SimAnswer {
  const denied = googleAuth(req, "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'displayvideo.googleapis.com'.");
  if (denied) return denied;
  const visible = DV360.access[req.token!] ?? [];
  // parts: v4 advertisers [id] [campaigns|lineItems]
  const [, , advertiserId, edge] = parts;
  if (!advertiserId) {
    const partnerId = req.url.searchParams.get('partnerId');
    if (!partnerId) return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', 'badRequest');
    return paged(req, DV360.advertisers.filter((a) => a.partnerId === partnerId && visible.includes(a.advertiserId)).map((a) => ({ name: `advertisers/${a.advertiserId}`, ...a })), 'advertisers');
  }
  const advertiser = DV360.advertisers.find((a) => a.advertiserId === advertiserId);
  if (!advertiser) return notFound(`Advertiser ${advertiserId} not found.`);
  if (!visible.includes(advertiserId)) return permissionDenied();
  if (!edge) return { status: 200, body: { name: `advertisers/${advertiserId}`, ...advertiser } };
  if (edge === 'creatives') return dv360Creatives(req, advertiserId);
  if (edge === 'campaigns') {
    const campaigns = DV360.campaigns.filter((c) => c.advertiserId === advertiserId).map((c) => ({ name: `advertisers/${advertiserId}/campaigns/${c.campaignId}`, ...c }));
    return paged(req, campaigns, 'campaigns');
  }
  if (edge === 'lineItems') {
    const only = campaignFilter(req.url.searchParams.get('filter'));
    const items = DV360.lineItems.filter((l) => l.advertiserId === advertiserId && (!only || only.has(l.campaignId)));
    return paged(req, items.map((l) => ({ name: `advertisers/${advertiserId}/lineItems/${l.lineItemId}`, ...l })), 'lineItems');
  }
  return notFound(`Method not found: ${edge}.`);
}

const CM_LISTS: Record<string, { kind: string; items: () => unknown[] }> = {
  mobileCarriers: { kind: 'mobileCarriersListResponse', items: () => CM360.mobileCarriers.map((c) => ({ kind: 'dfareporting#mobileCarrier', ...c })) },
  operatingSystems: { kind: 'operatingSystemsListResponse', items: () => CM360.operatingSystems.map((o) => ({ kind: 'dfareporting#operatingSystem', ...o })) },
  browsers: { kind: 'browsersListResponse', items: () => CM360.browsers.map((b) => ({ kind: 'dfareporting#browser', ...b })) },
  connectionTypes: { kind: 'connectionTypesListResponse', items: () => CM360.connectionTypes.map((c) => ({ kind: 'dfareporting#connectionType', ...c })) },
  platformTypes: { kind: 'platformTypesListResponse', items: () => CM360.platformTypes.map((p) => ({ kind: 'dfareporting#platformType', ...p })) },
  languages: { kind: 'languagesListResponse', items: () => CM360.languages.map((l) => ({ kind: 'dfareporting#language', ...l })) },
};

function campaignManager(req: SimRequest, parts: string[]): SimAnswer {
  const denied = googleAuth(req, "Quota exceeded for quota metric 'Queries' and limit 'Queries per minute per user' of service 'dfareporting.googleapis.com'.");
  if (denied) return denied;
  const profiles = CM360.profiles[req.token!] ?? [];
  // parts: dfareporting v4 userprofiles [profileId] [collection]
  const [, , collection, profileId, list] = parts;
  if (collection !== 'userprofiles') return notFound(`Method not found: ${collection}.`);
  if (!profileId) return { status: 200, body: { kind: 'dfareporting#userProfileList', etag: '"sim"', items: profiles.map((p) => ({ kind: 'dfareporting#userProfile', etag: '"sim"', ...p })) } };
  const profile = profiles.find((p) => p.profileId === profileId);
  if (!profile) return permissionDenied();
  const ofAccount = <T extends { accountId: string }>(items: T[]) => items.filter((i) => i.accountId === profile.accountId);
  const search = (req.url.searchParams.get('searchString') ?? '').toLowerCase().replace(/\*/g, '');
  const matching = <T extends { name: string }>(items: T[]) => (search ? items.filter((i) => i.name.toLowerCase().includes(search)) : items);
  if (list === 'creatives') return cm360Creatives(req, profile.accountId);
  if (list === 'targetingTemplates') return cm360TargetingTemplates(req, profile.accountId, parts[5]);
  if (list === 'campaigns' && parts[6] === 'campaignCreativeAssociations') return cm360Association(req, profile.accountId, parts[5]);
  if (list === 'advertisers') return paged(req, matching(ofAccount(CM360.advertisers)).map((a) => ({ kind: 'dfareporting#advertiser', ...a })), 'advertisers', { kind: 'dfareporting#advertisersListResponse' });
  if (list === 'campaigns') {
    const advertiserIds = req.url.searchParams.getAll('advertiserIds');
    const campaigns = matching(ofAccount(CM360.campaigns)).filter((c) => !advertiserIds.length || advertiserIds.includes(c.advertiserId));
    return paged(req, campaigns.map((c) => ({ kind: 'dfareporting#campaign', ...c })), 'campaigns', { kind: 'dfareporting#campaignsListResponse' });
  }
  if (list === 'sites') return paged(req, matching(ofAccount(CM360.sites)).map((s) => ({ kind: 'dfareporting#site', ...s })), 'sites', { kind: 'dfareporting#sitesListResponse' });
  const lookup = list ? CM_LISTS[list] : undefined;
  if (lookup) return { status: 200, body: { kind: `dfareporting#${lookup.kind}`, [list]: lookup.items() } };
  return notFound(`Method not found: ${list}.`);
}

export function handleGoogle(req: SimRequest): SimAnswer {
  const parts = req.url.pathname.split('/').filter(Boolean);
  if (parts[0] === 'v4' && parts[1] === 'advertisers') return displayVideo(req, parts);
  if (parts[0] === 'dfareporting' && parts[1] === 'v4') return campaignManager(req, parts);
  return notFound(`The requested URL ${req.url.pathname} was not found on this server.`);
}
