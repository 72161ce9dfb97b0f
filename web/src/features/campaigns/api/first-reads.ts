import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contracts/auth';
import { isTopAdmin } from '@shared/domain/roles';
import { currentUserQueryKey } from '@web/lib/current-user';
import { apiAddress, startEarlyRead } from '@web/lib/early-reads';
import { campaignQueryKey, campaignRead } from './get-campaign';

/**
 * A campaign page's campaign, started as its route is entered when the signed-in user is known and works in their own
 * partner (a top admin's current partner is chosen by the shell), unless the cache holds it; the page takes the answer
 * through the API client (lib/early-reads.ts).
 */
export function startCampaignRead(client: QueryClient, url: URL, campaignId: string): void {
  const user = client.getQueryData<CurrentUser | null>(currentUserQueryKey);
  if (!user || isTopAdmin(user.role) || client.getQueryState(campaignQueryKey(user.partnerId, campaignId))) return;
  startEarlyRead(apiAddress(...campaignRead(user.partnerId, campaignId)), `${url.pathname}${url.search}`);
}
