/** The counts the partners table shows beside each partner (002 3 'Partner'). */
import { usersRepository } from '../users/users-repository';

export interface PartnerCounts {
  activeCampaignsCount: number;
  activeConceptsCount: number;
  usersCount: number;
}

/**
 * Active campaigns and concepts of each partner. Campaigns and concepts do not exist yet (later issues build them):
 * both are 0 until then, and this is the one place to extend when they arrive.
 */
export async function activityCounts(partnerIds: readonly string[]): Promise<Map<string, Pick<PartnerCounts, 'activeCampaignsCount' | 'activeConceptsCount'>>> {
  return new Map(partnerIds.map((id) => [id, { activeCampaignsCount: 0, activeConceptsCount: 0 }]));
}

export async function partnerCounts(partnerIds: readonly string[]): Promise<Map<string, PartnerCounts>> {
  const [activity, users] = await Promise.all([activityCounts(partnerIds), Promise.all(partnerIds.map((id) => usersRepository.countByPartner(id)))]);
  return new Map(partnerIds.map((id, i) => [id, { ...activity.get(id)!, usersCount: users[i] }]));
}
