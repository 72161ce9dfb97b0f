/** The counts the partners table shows beside each partner (002 3 'Partner'). */
import { campaignsRepository } from '@functions/campaigns/public';
import { conceptsRepository } from '@functions/concepts/public';
import { usersRepository } from '@functions/lib/identity/users-repository';

export interface PartnerCounts {
  activeCampaignsCount: number;
  activeConceptsCount: number;
  usersCount: number;
}

/** Active campaigns and concepts (not archived) of each partner. */
export async function activityCounts(partnerIds: readonly string[]): Promise<Map<string, Pick<PartnerCounts, 'activeCampaignsCount' | 'activeConceptsCount'>>> {
  const [campaigns, concepts] = await Promise.all([
    Promise.all(partnerIds.map((id) => campaignsRepository.listByPartner(id))),
    Promise.all(partnerIds.map((id) => conceptsRepository.countActive(id))),
  ]);
  return new Map(
    partnerIds.map((id, i) => [id, { activeCampaignsCount: campaigns[i].filter((c) => c.status === 'active').length, activeConceptsCount: concepts[i] }]),
  );
}

export async function partnerCounts(partnerIds: readonly string[]): Promise<Map<string, PartnerCounts>> {
  const [activity, users] = await Promise.all([activityCounts(partnerIds), Promise.all(partnerIds.map((id) => usersRepository.countByPartner(id)))]);
  return new Map(partnerIds.map((id, i) => [id, { ...activity.get(id)!, usersCount: users[i] }]));
}
