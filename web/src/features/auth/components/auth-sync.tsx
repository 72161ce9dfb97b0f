import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionEnd } from '@web/lib/session-store';
import { currentUserQueryKey } from '@web/lib/current-user';

/**
 * When the session ends (logout here or in another tab, a 401) the user and every cached server answer, the
 * partner list included, are dropped; the route guards then show the sign-in page.
 */
export function AuthSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnd(() => {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
        queryClient.setQueryData(currentUserQueryKey, null);
      }),
    [queryClient],
  );
  return null;
}
