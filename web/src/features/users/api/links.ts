import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contracts/auth';
import type { AcceptInvitationBody, LinkCheck } from '@shared/contracts/users';
import { api } from '@web/lib/api-client';
import { saveSession } from '@web/lib/session-store';
import { currentUserQueryKey } from '@web/lib/current-user';

/** GET invitations/{token} (public): validity and the invited email. */
export function useInvitation(token: string) {
  return useQuery({ queryKey: ['invitation', token], queryFn: () => api.get<LinkCheck>(`invitations/${token}`), retry: false });
}

/** POST invitations/{token}/accept: answers like auth/login, so the invitee is signed in. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) => api.post<CurrentUser>(`invitations/${token}/accept`, body, { unauthorizedIsAnswer: true }),
    onSuccess: (user) => {
      saveSession(user);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}

/** POST auth/password/forgot: always the same answer. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => api.post<{ message: string }>('auth/password/forgot', { email }, { unauthorizedIsAnswer: true }) });
}

/** GET auth/password/reset/{token}: whether the reset link still works. */
export function usePasswordLink(token: string) {
  return useQuery({ queryKey: ['password-link', token], queryFn: () => api.get<LinkCheck>(`auth/password/reset/${token}`), retry: false });
}

/** POST auth/password/reset {token, password}. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: { token: string; password: string }) => api.post<{ message: string }>('auth/password/reset', body, { unauthorizedIsAnswer: true }) });
}
