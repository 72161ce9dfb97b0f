import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserView } from '@shared/contracts/users';
import { api } from '@web/lib/api-client';

/** GET users/{id}. */
export function getUser(id: string, partnerId: string | null): Promise<UserView> {
  return api.get<UserView>(`users/${id}`, { query: { partnerId } });
}

export const userQueryOptions = (id: string, partnerId: string | null) => queryOptions({ queryKey: ['users', 'one', id, partnerId], queryFn: () => getUser(id, partnerId) });

export function useUser(id: string, partnerId: string | null) {
  return useQuery(userQueryOptions(id, partnerId));
}
