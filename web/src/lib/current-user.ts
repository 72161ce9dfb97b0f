import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contracts/auth';
import { ApiError, api } from './api-client';
import { discardSession, readSession, saveSession } from './session-store';

export const currentUserQueryKey = ['auth', 'current-user'] as const;

/** GET auth/current-user (000 7.2). Not signed in is an answer here (null), not an error. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await api.get<CurrentUser>('auth/current-user', { unauthorizedIsAnswer: true });
    saveSession(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (readSession()) discardSession();
      return null;
    }
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The signed-in user, asked of the server once at start; `data` is null when nobody is signed in. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
