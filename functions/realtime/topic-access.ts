/**
 * Who may hear a topic. `campaign:{id}` (the campaign's personalize, creatives and comment events): a user who may open
 * the campaign (001 6: not analysts; campaignInScope: the current partner's campaign on one of the caller's nodes).
 * `concept:{id}` (its storyboard and template comment events): a user who may see the concept (not analysts;
 * conceptInScope: the current partner's concept on one of the caller's nodes).
 * A socket carries no cookie after $connect, so the caller is rebuilt from its connection: a live session, an active
 * user; a top admin may name another partner, as the API's partnerId query allows.
 */
import { mayAccess, isTopAdmin } from '@shared/domain/roles';
import { ID_PATTERN } from '@shared/domain/ids';
import { MESSAGES } from '@shared/messages';
import { campaignInScope } from '@functions/campaigns/public';
import { conceptInScope, loadScope } from '@functions/concepts/public';
import { AppError, notAllowed, notAuthorized, unprocessable } from '@functions/lib/errors';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { sessionsRepository } from '@functions/lib/identity/sessions-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import type { Caller } from '@functions/lib/session';
import type { Connection } from './connections-repository';

export async function callerOfConnection(connection: Connection, partnerId?: string): Promise<Caller> {
  const [session, user] = await Promise.all([sessionsRepository.findLive(connection.sessionId), usersRepository.get(connection.userId)]);
  if (!session || !user || user.status !== 'ACTIVE' || session.userId !== user.id) throw notAuthorized();
  const caller: Caller = { session, user, partnerId: user.partnerId };
  if (partnerId && partnerId !== user.partnerId) {
    if (!isTopAdmin(user.role)) throw notAllowed();
    if (!(await partnersRepository.get(partnerId))) throw new AppError('NOT_FOUND', 404, MESSAGES.partnerNotFound);
    caller.partnerId = partnerId;
  }
  return caller;
}

const TOPIC = /^(campaign|concept):(.+)$/;

/** Resolves when the caller may hear the topic; throws the API's error (same status and text) when not. */
export async function checkTopicAccess(caller: Caller, topic: string): Promise<void> {
  const [, kind, id] = TOPIC.exec(topic) ?? [];
  if (!kind || !id || !ID_PATTERN.test(id)) throw unprocessable(MESSAGES.wrongParams);
  if (!mayAccess(caller.user.role, 'NOT_ANALYSTS')) throw notAllowed();
  if (kind === 'campaign') await campaignInScope(caller, id);
  else await conceptInScope(caller, id, await loadScope(caller));
}
