import { partnerQuerySchema } from '@shared/contracts/common';
import { markNotificationsReadBodySchema } from '@shared/contracts/notifications';
import { defineRoute } from '@functions/lib/http';
import { notificationsRepository } from '../notifications-repository';

/**
 * PATCH notifications/read { ids } or { all: true } (ours): marks the caller's notifications read (ids of someone
 * else's change nothing) and answers the unread count left.
 */
export default defineRoute({
  request: { body: markNotificationsReadBodySchema, query: partnerQuerySchema },
  async handle({ caller, body }) {
    await notificationsRepository.markRead(caller.user.id, caller.partnerId, body.all ? 'all' : (body.ids ?? []));
    return { body: { unread: await notificationsRepository.unreadCount(caller.user.id, caller.partnerId) } };
  },
});
