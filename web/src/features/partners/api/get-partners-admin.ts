import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerAdmin } from '@shared/contracts/partners';
import { api } from '@web/lib/api-client';

export const partnersAdminQueryKey = ['partners', 'admin'] as const;

/** GET partners/admin: every partner with its counts (super only). */
export function getPartnersAdmin(): Promise<PartnerAdmin[]> {
  return api.get<PartnerAdmin[]>('partners/admin');
}

export const partnersAdminQueryOptions = () => queryOptions({ queryKey: partnersAdminQueryKey, queryFn: getPartnersAdmin });

export function usePartnersAdmin() {
  return useQuery(partnersAdminQueryOptions());
}
