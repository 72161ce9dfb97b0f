import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreatePartnerBody, UpdatePartnerBody } from '@shared/contracts/partners';
import type { PartnerSummary } from '@shared/domain/partners';
import { api } from '@web/lib/api-client';
import { partnersQueryKey } from './get-partners';

/** POST partners: a new partner (super only). */
export function createPartner(body: CreatePartnerBody): Promise<PartnerSummary> {
  return api.post<PartnerSummary>('partners', body);
}

/** PUT partners: the partner object with its _id. */
export function updatePartner(body: UpdatePartnerBody): Promise<PartnerSummary> {
  return api.put<PartnerSummary>('partners', body);
}

/** PUT partners/archive/{partnerId}: body archived. */
export function archivePartner({ partnerId, archived }: { partnerId: string; archived: boolean }): Promise<PartnerSummary> {
  return api.put<PartnerSummary>(`partners/archive/${partnerId}`, { archived });
}

/** The partners table and the switcher's list share the 'partners' key prefix: both refresh after a change. */
const refreshPartners = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: partnersQueryKey });

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPartner, onSuccess: () => refreshPartners(queryClient) });
}

export function useUpdatePartner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePartner, onSuccess: () => refreshPartners(queryClient) });
}

export function useArchivePartner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archivePartner, onSuccess: () => refreshPartners(queryClient) });
}
