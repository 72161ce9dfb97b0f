import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListQuery, UserPage } from '@shared/contracts/users';
import { api } from '@web/lib/api-client';

export type UserScope = 'partner' | 'internal';

/** GET users/by-partner (the current partner's users) or users/admins (super: internal users). */
export function getUsers(scope: UserScope, query: UserListQuery): Promise<UserPage> {
  return api.get<UserPage>(scope === 'partner' ? 'users/by-partner' : 'users/admins', { query: { ...query } });
}

export const usersQueryOptions = (scope: UserScope, query: UserListQuery) =>
  queryOptions({ queryKey: ['users', scope, query], queryFn: () => getUsers(scope, query), placeholderData: keepPreviousData });

export function useUsers(scope: UserScope, query: UserListQuery, enabled = true) {
  return useQuery({ ...usersQueryOptions(scope, query), enabled });
}
