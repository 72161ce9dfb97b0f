/**
 * Google Ads in the simulator: GoogleAdsService's REST form, `POST /{version}/customers/{id}/googleAds:search` and
 * `:searchStream` with a GAQL `query` (the two google-ads-api 23 sends its queries with, over axios), answering
 * `{ results: [{ campaign | adGroup }], fieldMask }` (searchStream: an array of such batches) and the REST error shape
 * with its GoogleAdsFailure detail (authenticationError OAUTH_TOKEN_EXPIRED, authorizationError
 * USER_PERMISSION_DENIED, requestError INVALID_CUSTOMER_ID, quotaError RESOURCE_EXHAUSTED); searchStream errors come
 * as an array too, as Google sends them. The bearer is the node's refresh token itself: the port skips the OAuth
 * exchange against the simulator (functions/ad-platforms/google-ads.ts).
 */
import { randomBytes } from 'node:crypto';
import { GOOGLE_ADS, SIM_TOKENS } from './accounts';
import { adGroupAdRows, OUTAGE } from './publishing';
import { faultOf, type SimAnswer, type SimRequest } from './server';

const API_VERSION = 'v23';

function adsError(code: number, status: string, message: string, errorCode: Record<string, string>, detail: string): SimAnswer {
  return {
    status: code,
    body: {
      error: {
        code,
        message,
        status,
        details: [{ '@type': `type.googleapis.com/google.ads.googleads.${API_VERSION}.errors.GoogleAdsFailure`, errors: [{ errorCode, message: detail }], requestId: randomBytes(8).toString('hex') }],
      },
    },
  };
}

const UNAUTHENTICATED = 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.';

export function googleAdsSearch(req: SimRequest): SimAnswer {
  const match = /^\/googleads\/(v\d+)\/customers\/([^/]+)\/googleAds:(search|searchStream)$/.exec(req.url.pathname);
  if (!match || req.method !== 'POST') return { status: 404, body: { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } } };
  const answer = search(req, match[2]);
  // searchStream answers (and fails) with an array of batches
  return match[3] === 'searchStream' ? { status: answer.status, body: [answer.body] } : answer;
}

function search(req: SimRequest, customerId: string): SimAnswer {
  const known = Object.values(SIM_TOKENS) as string[];
  if (!req.token || !known.includes(req.token)) {
    return adsError(401, 'UNAUTHENTICATED', UNAUTHENTICATED, { authenticationError: 'OAUTH_TOKEN_INVALID' }, 'The OAuth token in the header is not valid.');
  }
  const fault = faultOf(req);
  if (fault === 'outage') return OUTAGE;
  if (fault === 'expired' || req.token === SIM_TOKENS.expiredGoogle) {
    return adsError(401, 'UNAUTHENTICATED', UNAUTHENTICATED, { authenticationError: 'OAUTH_TOKEN_EXPIRED' }, 'The OAuth token in the header has expired.');
  }
  if (fault === 'rate-limit') {
    return adsError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).', { quotaError: 'RESOURCE_EXHAUSTED' }, 'Too many requests. Retry in 30 seconds.');
  }
  const customers = new Set(Object.values(GOOGLE_ADS.access).flat());
  if (!/^\d{10}$/.test(customerId) || !customers.has(customerId)) {
    return adsError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', { requestError: 'INVALID_CUSTOMER_ID' }, `Invalid customer ID '${customerId}'.`);
  }
  if (!(GOOGLE_ADS.access[req.token] ?? []).includes(customerId)) {
    return adsError(403, 'PERMISSION_DENIED', 'The caller does not have permission', { authorizationError: 'USER_PERMISSION_DENIED' }, "User doesn't have permission to access customer. Note: If you're accessing a client customer, the manager's customer id must be set in the 'login-customer-id' header.");
  }
  const query = String((req.body as { query?: string } | undefined)?.query ?? '');
  const from = /\bFROM\s+(\w+)/i.exec(query)?.[1];
  const campaignId = /campaign\.id\s*=\s*(\d+)/i.exec(query)?.[1];
  const withoutRemoved = /status\s*!=\s*'REMOVED'/i.test(query);
  const customer = (id: string) => `customers/${customerId}/${id}`;
  if (from === 'campaign') {
    const results = GOOGLE_ADS.campaigns
      .filter((c) => c.customerId === customerId && (!withoutRemoved || c.status !== 'REMOVED'))
      .map((c) => ({ campaign: { resourceName: customer(`campaigns/${c.id}`), id: c.id, name: c.name, status: c.status, advertisingChannelType: c.advertisingChannelType } }));
    return { status: 200, body: { results, fieldMask: 'campaign.id,campaign.name,campaign.status,campaign.advertisingChannelType', requestId: randomBytes(8).toString('hex') } };
  }
  if (from === 'ad_group') {
    const results = GOOGLE_ADS.adGroups
      .filter((g) => g.customerId === customerId && (!campaignId || g.campaignId === campaignId) && (!withoutRemoved || g.status !== 'REMOVED'))
      .map((g) => ({
        campaign: { resourceName: customer(`campaigns/${g.campaignId}`), id: g.campaignId },
        adGroup: { resourceName: customer(`adGroups/${g.id}`), id: g.id, name: g.name, status: g.status, type: g.type, campaign: customer(`campaigns/${g.campaignId}`) },
      }));
    return { status: 200, body: { results, fieldMask: 'campaign.id,adGroup.id,adGroup.name,adGroup.status,adGroup.type', requestId: randomBytes(8).toString('hex') } };
  }
  if (from === 'ad_group_ad') return { status: 200, body: { results: adGroupAdRows(req, customerId, query), fieldMask: 'adGroup.id,adGroupAd.ad.id,adGroupAd.ad.name', requestId: randomBytes(8).toString('hex') } };
  return adsError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', { queryError: 'PROHIBITED_RESOURCE_TYPE_IN_FROM_CLAUSE' }, `Resource type in FROM clause is not supported: ${from ?? '(none)'}.`);
}
