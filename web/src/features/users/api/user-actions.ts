import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInternalUserBody, InviteBody, UpdateUserBody, UserView } from '@shared/contracts/users';
import { isTopAdmin, type Role } from '@shared/domain/roles';
import { api } from '@web/lib/api-client';

/** User saves and deactivation send the current partner only when the caller is admin (002 6). */
const partnerFor = (callerRole: Role, partnerId: string | null) => ({ query: { partnerId: isTopAdmin(callerRole) ? partnerId : undefined } });

export interface ActionContext {
  callerRole: Role;
  partnerId: string | null;
}

function useInvalidatingMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }) });
}

/** PUT users/{id}: role, concepts-only, business nodes. */
export function useUpdateUser({ callerRole, partnerId }: ActionContext) {
  return useInvalidatingMutation(({ id, body }: { id: string; body: UpdateUserBody }) => api.put<UserView>(`users/${id}`, body, partnerFor(callerRole, partnerId)));
}

/** POST users/{id}/deactivate or /activate. */
export function useSetUserActive({ callerRole, partnerId }: ActionContext) {
  return useInvalidatingMutation(({ id, active }: { id: string; active: boolean }) =>
    api.post<UserView>(`users/${id}/${active ? 'activate' : 'deactivate'}`, {}, partnerFor(callerRole, partnerId)),
  );
}

/** POST users/{userId}/reinvite {businessNodeId}. */
export function useReinviteUser(partnerId: string | null) {
  return useInvalidatingMutation(({ id, businessNodeId }: { id: string; businessNodeId?: string }) =>
    api.post<{ message: string }>(`users/${id}/reinvite`, { businessNodeId }, { query: { partnerId } }),
  );
}

/** POST invitations/node/{id} {email, role, partnerId, isConceptOnly}. */
export function useInviteUser() {
  return useInvalidatingMutation(({ nodeId, body }: { nodeId: string; body: InviteBody }) =>
    api.post<UserView>(`invitations/node/${nodeId}`, body, { query: { partnerId: body.partnerId } }),
  );
}

/** POST users (super): an internal user, invited by email. */
export function useCreateInternalUser() {
  return useInvalidatingMutation((body: CreateInternalUserBody) => api.post<UserView>('users', body));
}
