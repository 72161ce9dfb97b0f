/** Who may work on which partner's markets (002 2 'Partner administration': top admins plus self-service admin). */
import { isTopAdmin } from '../../shared/domain/roles';
import { MESSAGES } from '../../shared/messages';
import { notAllowed, notFound } from '../lib/errors';
import type { Caller } from '../lib/session';
import { partnersRepository } from '../partners/partners-repository';
import { marketsRepository, type Market } from './markets-repository';

/**
 * The partner named in the path must exist ('Partner not found'); top admins may name any partner, everyone else only
 * their own ('Access denied').
 */
export async function assertPartnerInScope(caller: Caller, partnerId: string): Promise<void> {
  if (partnerId === caller.user.partnerId) return;
  if (!(await partnersRepository.get(partnerId))) throw notFound(MESSAGES.partnerNotFound);
  if (!isTopAdmin(caller.user.role)) throw notAllowed();
}

/** A market of the caller's current partner, else 'Entity not found' (another partner's market looks like none). */
export async function marketInScope(caller: Caller, id: string, partnerId = caller.partnerId): Promise<Market> {
  const market = await marketsRepository.get(id);
  if (!market || market.partnerId !== partnerId) throw notFound();
  return market;
}

export const presentMarket = (m: Market) => ({ _id: m.id, name: m.name, partnerId: m.partnerId });
