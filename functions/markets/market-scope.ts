/** Who may work on which partner's markets (002 2 'Partner administration': top admins plus self-service admin). */
import { notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { marketsRepository, type Market } from './markets-repository';

/** A market of the caller's current partner, else 'Entity not found' (another partner's market looks like none). */
export async function marketInScope(caller: Caller, id: string, partnerId = caller.partnerId): Promise<Market> {
  const market = await marketsRepository.get(id);
  if (!market || market.partnerId !== partnerId) throw notFound();
  return market;
}

export const presentMarket = (m: Market) => ({ _id: m.id, name: m.name, partnerId: m.partnerId });
