import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerSummary } from '@shared/domain/partners';
import { api } from '@web/lib/api-client';

export const partnersQueryKey = ['partners'] as const;

/** GET partners: every partner for top admins, the user's own for everyone else. */
export function getPartners(): Promise<PartnerSummary[]> {
  return api.get<PartnerSummary[]>('partners');
}

export const partnersQueryOptions = () => queryOptions({ queryKey: partnersQueryKey, queryFn: getPartners, staleTime: 5 * 60_000 });

export function usePartners(enabled: boolean) {
  return useQuery({ ...partnersQueryOptions(), enabled });
}
