/**
 * The campaign list (GET /campaigns and /campaigns/list-with-publishing): the caller's campaigns of the current
 * partner (the access rule of campaign-access.ts), in one view (active, archived or deleted: one stored status, so a
 * campaign is in exactly one view), searched by name, filtered, newest first, one 0-based page with the total and
 * each view's count.
 */
import type * as z from 'zod';
import type { CampaignListDto, listCampaignsQuerySchema } from '@shared/contracts/campaigns';
import { nodeAccess } from '@shared/domain/business-nodes';
import { nameKey } from '@shared/domain/names';
import { businessNodesRepository } from '@functions/business-nodes/public';
import type { Caller } from '@functions/lib/session';
import { mayAccessCampaign } from './campaign-access';
import { campaignsRepository, modeOf, personalisationTypeOf, type Campaign } from './campaigns-repository';

type Query = z.output<typeof listCampaignsQuerySchema>;

export async function listPage<T>(caller: Caller, query: Query, present: (c: Campaign, marketName: string | null) => T): Promise<CampaignListDto<T>> {
  const [campaigns, nodes] = await Promise.all([campaignsRepository.listByPartner(caller.partnerId), businessNodesRepository.listByPartner(caller.partnerId)]);
  const allowed = nodeAccess(caller.user, nodes).allowed;
  const names = new Map(nodes.map((n) => [n.id, n.name]));
  const visible = campaigns.filter((c) => mayAccessCampaign(caller, allowed, c));
  const counts = { active: 0, archived: 0, deleted: 0 };
  for (const c of visible) counts[c.status] += 1;
  const search = query.search ? nameKey(query.search) : '';
  const within = <V>(values: readonly V[] | undefined, value: V) => !values?.length || values.includes(value);
  const matching = visible
    .filter((c) => c.status === query.view)
    .filter((c) => !search || nameKey(c.name).includes(search))
    .filter((c) => within(query.platform, c.platform as never))
    .filter((c) => within(query.businessNodeId, c.businessNodeId))
    .filter((c) => within(query.conceptId, c.conceptId ?? ''))
    .filter((c) => within(query.mode, modeOf(c)))
    .filter((c) => within(query.personalisationType, personalisationTypeOf(c)))
    .sort((a, b) => (a.id < b.id ? 1 : -1));
  const start = query.page * query.limit;
  return {
    items: matching.slice(start, start + query.limit).map((c) => present(c, names.get(c.businessNodeId) ?? null)),
    total: matching.length,
    page: query.page,
    limit: query.limit,
    counts,
  };
}
