import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contracts/auth';
import { isTopAdmin } from '@shared/domain/roles';
import { currentUserQueryKey } from '@web/lib/current-user';
import { apiAddress, pageOf, peekEarlyRead, startEarlyRead } from '@web/lib/early-reads';
import { campaignQueryKey, campaignRead } from './get-campaign';

/**
 * A campaign page's campaign, started as its route is entered when the signed-in user works in their own partner (a
 * top admin's current partner is chosen by the shell), unless the cache holds it; the page takes the answer through
 * the API client (lib/early-reads.ts). On a fresh load the user is not known yet: it starts as the early session
 * check answers (main.tsx), beside the shell's start rather than after it.
 */
export function startCampaignRead(client: QueryClient, url: URL, campaignId: string): void {
  const page = pageOf(url);
  const start = (user: CurrentUser | null | undefined) => {
    if (!user || isTopAdmin(user.role) || client.getQueryState(campaignQueryKey(user.partnerId, campaignId))) return;
    startEarlyRead(apiAddress(...campaignRead(user.partnerId, campaignId)), page);
  };
  const known = client.getQueryData<CurrentUser | null>(currentUserQueryKey);
  if (known !== undefined) start(known);
  // (the page still shown: a fresh load's address is the page's from the start)
  else void peekEarlyRead(apiAddress('auth/current-user'))?.then((user) => pageOf(location) === page && start(user as CurrentUser | undefined));
}
