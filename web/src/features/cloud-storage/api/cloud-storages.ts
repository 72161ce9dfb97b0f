/** The cloud connector's calls (001 7 'Cloud storage', versioned API base), with their query options and hooks. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CloudStorage, TestConnectionResult } from '@shared/contracts/cloud-storage';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';

const BASE = 'v1/cloud-storage';
export const cloudStoragesKey = (partnerId: string | null) => ['cloud-storage', partnerId] as const;

/** What the form sends: the secret key only when typed (write-only). */
export interface CloudStorageForm {
  name: string;
  storageType: 'S3';
  connectionConfig: { bucket: string; region: string; endpoint?: string; prefix?: string; accessKeyId: string; secretAccessKey?: string };
  removeSecret?: boolean;
}

export const cloudStoragesQuery = (partnerId: string | null) =>
  queryOptions({
    queryKey: cloudStoragesKey(partnerId),
    queryFn: () => api.get<CloudStorage[]>(BASE, { query: { partnerId, fullPayload: true } }),
    enabled: !!partnerId,
  });

export function useCloudStorages() {
  return useQuery(cloudStoragesQuery(useCurrentPartnerId()));
}

export function useCloudStorage(id: string | undefined) {
  const partnerId = useCurrentPartnerId();
  return useQuery({
    queryKey: [...cloudStoragesKey(partnerId), id],
    queryFn: () => api.get<CloudStorage>(`${BASE}/${id}`, { query: { partnerId } }),
    enabled: !!partnerId && !!id,
  });
}

export function useSaveCloudStorage(id: string | undefined) {
  const partnerId = useCurrentPartnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CloudStorageForm) =>
      id ? api.put<CloudStorage>(`${BASE}/${id}`, form, { query: { partnerId } }) : api.post<CloudStorage>(BASE, form, { query: { partnerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: cloudStoragesKey(partnerId) }),
  });
}

export function useDeleteCloudStorage() {
  const partnerId = useCurrentPartnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<object>(`${BASE}/${id}`, { query: { partnerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: cloudStoragesKey(partnerId) }),
  });
}

/** Tests typed settings, or the stored ones of `id` when no secret was typed. */
export function useTestConnection(id: string | undefined) {
  const partnerId = useCurrentPartnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CloudStorageForm) =>
      form.connectionConfig.secretAccessKey || !id
        ? api.post<TestConnectionResult>(`${BASE}/test-connection`, { storageType: form.storageType, connectionConfig: form.connectionConfig }, { query: { partnerId } })
        : api.post<TestConnectionResult>(`${BASE}/${id}/test-connection`, {}, { query: { partnerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: cloudStoragesKey(partnerId) }),
  });
}
