/** Single sign-on configuration calls (002 7 'Single sign-on configuration'), with their query options and hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoConfig } from '@shared/contracts/sso-configs';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';

const BASE = 'sso-configs';
export const ssoConfigsKey = (partnerId: string | null) => ['sso-configs', partnerId] as const;

/** What the form sends: the config without _id and __v (002 7), and one of metadata URL or XML. */
export interface SsoConfigForm {
  name: string;
  type: 'SAML';
  emailDomains: string[];
  metadataUrl?: string;
  metadataXml?: string;
  isActive: boolean;
}

export function useSsoConfigs() {
  const partnerId = useCurrentPartnerId();
  return useQuery({
    queryKey: ssoConfigsKey(partnerId),
    queryFn: () => api.get<SsoConfig[]>(BASE, { query: { partnerId } }),
    enabled: !!partnerId,
  });
}

export function useSsoConfig(id: string | undefined) {
  const partnerId = useCurrentPartnerId();
  return useQuery({
    queryKey: [...ssoConfigsKey(partnerId), id],
    queryFn: () => api.get<SsoConfig>(`${BASE}/${id}`, { query: { partnerId } }),
    enabled: !!partnerId && !!id,
  });
}

export function useSaveSsoConfig(id: string | undefined) {
  const partnerId = useCurrentPartnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: SsoConfigForm) =>
      id ? api.put<SsoConfig>(`${BASE}/${id}`, form, { query: { partnerId } }) : api.post<SsoConfig>(BASE, form, { query: { partnerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ssoConfigsKey(partnerId) }),
  });
}

export function useDeleteSsoConfig() {
  const partnerId = useCurrentPartnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<object>(`${BASE}/${id}`, { query: { partnerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ssoConfigsKey(partnerId) }),
  });
}
