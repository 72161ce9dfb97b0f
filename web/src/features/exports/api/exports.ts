import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateExportBody, ExportDestinationDto, ExportDto } from '@shared/contracts/exports';
import { creativesResponseSchema } from '@shared/contracts/creatives';
import { api } from '@web/lib/api-client';

export const exportsKeys = {
  destinations: ['exports', 'destinations'] as const,
  one: (id: string) => ['exports', 'one', id] as const,
  creatives: (campaignId: string, treeId: string) => ['exports', 'creatives', campaignId, treeId] as const,
};

/** GET /exports/destinations (ours): the cloud storage connections of the caller's business nodes. */
export function useExportDestinations(enabled: boolean) {
  return useQuery({ queryKey: exportsKeys.destinations, queryFn: () => api.get<{ destinations: ExportDestinationDto[] }>('exports/destinations').then((b) => b.destinations), enabled });
}

/** POST /exports (ours): answers the export with each item's destination status. */
export function useCreateExport() {
  return useMutation({ mutationFn: (body: CreateExportBody) => api.post<{ export: ExportDto }>('exports', body).then((b) => b.export) });
}

/** GET /exports/{id}: asked again every 1.5 s while the export is pending (ws-events make it sooner). */
export function useExport(id: string | null) {
  return useQuery({
    queryKey: exportsKeys.one(id ?? ''),
    queryFn: () => api.get<{ export: ExportDto }>(`exports/${id}`).then((b) => b.export),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'finished' ? false : 1500),
  });
}

/** GET campaigns/{id}/creatives?treeId (001 7): the tree's creatives with their final approval, to choose from. */
export function useTreeCreatives(campaignId: string, treeId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: exportsKeys.creatives(campaignId, treeId ?? ''),
    queryFn: () => api.get(`campaigns/${campaignId}/creatives`, { query: { treeId, pageSize: 500 } }).then((b) => creativesResponseSchema.parse(b).creatives),
    enabled: enabled && Boolean(treeId),
  });
}
