/** Which partners a caller may name, in a path or in the partnerId query: one rule for every partner-scoped route. */
import { isTopAdmin } from '../../shared/domain/roles';
import { MESSAGES } from '../../shared/messages';
import { partnersRepository } from '../partners/partners-repository';
import { notAllowed, notFound } from './errors';
import type { Caller } from './session';

/**
 * A caller's own partner is always in scope. Anyone else but a top admin naming another partner gets 'Access denied'
 * before any lookup, so the answer is the same whether that partner exists or not (issue 12: nobody learns which ids
 * are partners). Top admins see every partner; for them an unknown id is 'Partner not found'.
 */
export async function assertPartnerVisible(caller: Caller, partnerId: string): Promise<void> {
  if (partnerId === caller.user.partnerId) return;
  if (!isTopAdmin(caller.user.role)) throw notAllowed();
  if (!(await partnersRepository.get(partnerId))) throw notFound(MESSAGES.partnerNotFound);
}
