import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationsPage } from '@shared/contracts/notifications';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';

export const notificationsQueryKey = (partnerId: string | null) => ['notifications', partnerId] as const;

/** GET notifications?cursor&partnerId: the signed-in user's notifications, newest first, with the unread count. */
export function listNotifications(partnerId: string | null, cursor?: string): Promise<NotificationsPage> {
  // a centre that cannot load is not a missing page: its 404 is the caller's to show
  return api.get<NotificationsPage>('notifications', { query: { partnerId, cursor }, notFoundIsAnswer: true });
}

export const notificationsQueryOptions = (partnerId: string | null) =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey(partnerId),
    queryFn: ({ pageParam }) => listNotifications(partnerId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions(useCurrentPartnerId()));
}
