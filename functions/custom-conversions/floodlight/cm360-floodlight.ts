/**
 * Campaign Manager 360 (dfareporting v4) as the floodlight source in AWS. Credentials come from the publishing settings
 * of the partner's business nodes (001 3): a node with a DCM network (account) id, a DCM advertiser id and a DV360
 * token — CM360 and DV360 share Google Marketing Platform's OAuth — used as the bearer token. The user profile of the
 * network's account is looked up (userProfiles.list), then floodlightActivities.list is paged for each advertiser.
 */
import * as z from 'zod';
import type { FloodlightActivity } from '@shared/contracts/custom-conversions';
import { MESSAGES } from '@shared/messages';
import { businessNodesRepository } from '@functions/business-nodes/public';
import { AppError, unprocessable } from '@functions/lib/errors';
import { decryptSecret } from '@functions/lib/secrets';
import type { FloodlightSource } from './floodlight-source';

export const CM360_API = 'https://dfareporting.googleapis.com/dfareporting/v4';
/** floodlightActivities.list pages are at most 1000 items; a partner with more than this many pages is cut off. */
const MAX_PAGES = 20;

export interface Cm360Credentials {
  networkId: string;
  advertiserId: string;
  accessToken: string;
}

const userProfilesSchema = z.object({ items: z.array(z.object({ profileId: z.string(), accountId: z.string() })).default([]) });
const activitiesPageSchema = z.object({
  nextPageToken: z.string().optional(),
  floodlightActivities: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        advertiserId: z.string(),
        floodlightActivityGroupName: z.string().default(''),
        countingMethod: z.string().default(''),
      }),
    )
    .default([]),
});

const unavailable = () => new AppError('SERVICE_UNAVAILABLE', 503, MESSAGES.floodlightUnavailable);

type Fetch = typeof fetch;

async function getJson<T>(fetchImpl: Fetch, url: string, token: string, schema: z.ZodType<T>): Promise<T> {
  const res = await fetchImpl(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }).catch(() => {
    throw unavailable();
  });
  if (!res.ok) throw unavailable();
  const parsed = schema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw unavailable();
  return parsed.data;
}

/** The activities of each advertiser, once each (an advertiser named on two nodes is asked once). */
export async function listCm360Activities(fetchImpl: Fetch, credentials: readonly Cm360Credentials[]): Promise<FloodlightActivity[]> {
  const activities = new Map<string, FloodlightActivity>();
  for (const { networkId, advertiserId, accessToken } of credentials) {
    const profiles = await getJson(fetchImpl, `${CM360_API}/userprofiles`, accessToken, userProfilesSchema);
    const profile = profiles.items.find((p) => p.accountId === networkId);
    if (!profile) throw unavailable();
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({ advertiserId, sortField: 'NAME', ...(pageToken ? { pageToken } : {}) });
      const url = `${CM360_API}/userprofiles/${encodeURIComponent(profile.profileId)}/floodlightActivities?${query}`;
      const answer = await getJson(fetchImpl, url, accessToken, activitiesPageSchema);
      for (const a of answer.floodlightActivities) activities.set(a.id, a);
      pageToken = answer.nextPageToken || undefined;
      if (!pageToken) break;
    }
  }
  return [...activities.values()];
}

/** The CM360 credentials in the partner's publishing settings, one per distinct network and advertiser. */
export async function cm360Credentials(partnerId: string): Promise<Cm360Credentials[]> {
  const found = new Map<string, Cm360Credentials>();
  for (const node of await businessNodesRepository.listByPartner(partnerId)) {
    const networkId = node.publishing?.dcmNetworkId;
    const advertiserId = node.publishing?.dcmAdvertiserId;
    const token = node.tokens?.dv360Token;
    if (!networkId || !advertiserId || !token) continue;
    const key = `${networkId}/${advertiserId}`;
    if (!found.has(key)) found.set(key, { networkId, advertiserId, accessToken: decryptSecret(token.ciphertext) });
  }
  return [...found.values()];
}

export const cm360FloodlightSource = (fetchImpl: Fetch): FloodlightSource => ({
  async list(partnerId) {
    const credentials = await cm360Credentials(partnerId);
    if (credentials.length === 0) throw unprocessable(MESSAGES.floodlightNotConfigured);
    return listCm360Activities(fetchImpl, credentials);
  },
});
