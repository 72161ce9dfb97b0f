/**
 * /campaigns/{clientId?} and /campaigns/{id} share one path shape (000 2.1), and both ids are 24-character ids.
 * A client is a partner (001 1: a partner is a client account), so the id is a client when it names a partner the
 * caller can see: every partner for top admins (the partner switcher's list), the caller's own partner for everyone
 * else. Ids are unique across entities, so any other id is a campaign's. A client's path selects that partner as the
 * current one (the `partner` query, 000 2.1) and shows its list.
 */
export type CampaignsPathTarget = { kind: 'list' } | { kind: 'client'; partnerId: string } | { kind: 'campaign'; campaignId: string };

export function campaignsPathTarget(id: string | undefined, visiblePartnerIds: readonly string[]): CampaignsPathTarget {
  if (!id) return { kind: 'list' };
  return visiblePartnerIds.includes(id) ? { kind: 'client', partnerId: id } : { kind: 'campaign', campaignId: id };
}
