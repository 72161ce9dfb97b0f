/** Campaigns for the audience and live-feed tests: written through the campaigns repository, on seeded or isolated nodes. */
import { randomUUID } from 'node:crypto';
import { businessNodesRepository } from '@functions/business-nodes/public';
import { campaignsRepository } from '@functions/campaigns/public';
import { call, signIn, type SignedIn } from './client';

export const GHOST = '0123456789abcdef01234567';

export async function demoCampaign(partnerId: string, nodeName = 'Germany'): Promise<string> {
  const node = (await businessNodesRepository.listByPartner(partnerId)).find((n) => n.name === nodeName)!;
  return (await campaignsRepository.createIfAbsent({ partnerId, businessNodeId: node.id, platform: 'google', name: `Audience test ${randomUUID()}` })).id;
}

/** A campaign on a new top-level node of the partner: users assigned to the seeded tree may not access it. */
export async function isolatedCampaign(partnerId: string): Promise<string> {
  const node = await businessNodesRepository.create({ partnerId, name: `Isolated ${randomUUID()}`, type: 'division' });
  return (await campaignsRepository.createIfAbsent({ partnerId, businessNodeId: node.id, platform: 'google', name: `Isolated ${randomUUID()}` })).id;
}

/** Calls as a signed-in user (cookie and CSRF header). */
export const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
  put: (path: string, body: unknown) => call('PUT', path, { cookie: who.cookie, csrf: who.csrf, body }),
  delete: (path: string) => call('DELETE', path, { cookie: who.cookie, csrf: who.csrf }),
});

export { signIn };
