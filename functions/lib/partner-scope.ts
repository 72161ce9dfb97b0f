/** Which partner a caller may name in a path: one rule for every route with a partner id in its path. */
import { isTopAdmin } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { partnersRepository } from './identity/partners-repository';
import { notFound } from './errors';
import type { Caller } from './session';

/**
 * A caller's own partner is always visible; top admins see every partner. For anyone else another partner in a path
 * is 'Partner not found' before any lookup, exactly like an id that is no partner (the answer tells nobody
 * which ids are partners), as another partner's market or concept in a path is 'not found'. (The partnerId query is a
 * scope the caller asks for, not a resource: naming one that is not theirs is 'Access denied', also without a lookup:
 * lib/http.ts.)
 */
export async function assertPartnerVisible(caller: Caller, partnerId: string): Promise<void> {
  if (partnerId === caller.user.partnerId) return;
  if (!isTopAdmin(caller.user.role) || !(await partnersRepository.get(partnerId))) throw notFound(MESSAGES.partnerNotFound);
}
