import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsRead } from '@shared/contracts/notifications';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { notificationsQueryKey } from './list-notifications';

/** PATCH notifications/read { ids } or { all: true }: answers the unread count left. */
export function markNotificationsRead(partnerId: string | null, body: MarkNotificationsRead): Promise<{ unread: number }> {
  return api.patch<{ unread: number }>('notifications/read', body, { query: { partnerId } });
}

export function useMarkNotificationsRead() {
  const partnerId = useCurrentPartnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsRead) => markNotificationsRead(partnerId, body),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsQueryKey(partnerId) }),
  });
}
