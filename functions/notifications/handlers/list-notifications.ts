import { listNotificationsQuerySchema } from '@shared/contracts/notifications';
import { defineRoute } from '@functions/lib/http';
import { notificationsRepository } from '../notifications-repository';

/** GET notifications?cursor (ours): the caller's notifications in the current partner, newest first, and the unread count. */
export default defineRoute({
  request: { query: listNotificationsQuerySchema },
  async handle({ caller, query }) {
    return { body: await notificationsRepository.page(caller.user.id, caller.partnerId, query.cursor) };
  },
});
