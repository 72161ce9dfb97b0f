import type { QueryClient } from '@tanstack/react-query';
import { personalizeRedirect } from '@shared/domain/app-routes';
import { inConceptsOnlyMode, mayAccess } from '@shared/domain/roles';
import { apiAddress, startEarlyRead } from '@web/lib/early-reads';
import { readSession } from '@web/lib/session-store';
import { NO_FILTERS } from '../lib/filters';
import { treesPath } from './get-trees';
import { personalizeKeys } from './keys';
import { variantsCall } from './list-variants';

/**
 * The personalize screen's first calls (its trees; the tree's first page of variants when the address names a tree
 * and no ?variant= filter), started as its route is entered, alongside its code and the campaign rather than after
 * them. Only for a stored session the screen will show to (others are sent elsewhere: app/guards.tsx), and not for
 * what the cache holds already; the screen takes the answers through the API client (lib/early-reads.ts). Answers
 * whether the screen is expected to show (the page's other first calls go out only then).
 */
export function startPersonalizeReads(client: QueryClient, url: URL, campaignId: string, treeId: string | undefined): boolean {
  const session = readSession();
  if (!session || inConceptsOnlyMode(session) || !mayAccess(session.role, 'NOT_ANALYSTS') || personalizeRedirect(session.role, campaignId, treeId ?? '')) return false;
  const page = `${url.pathname}${url.search}`;
  if (!client.getQueryState(personalizeKeys.trees(campaignId))) startEarlyRead(apiAddress(treesPath(campaignId)), page);
  if (treeId && !url.searchParams.has('variant') && !client.getQueryState(personalizeKeys.variants(campaignId, treeId, NO_FILTERS))) {
    startEarlyRead(apiAddress(...variantsCall(campaignId, treeId, NO_FILTERS, 1)), page);
  }
  return true;
}
