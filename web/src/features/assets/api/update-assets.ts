import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetBulkUpdate, AssetDto, AssetNodes, AssetUpdate } from '@shared/contracts/assets';
import { api } from '@web/lib/api-client';
import { assetsKey } from './get-assets';

export type AssetChange =
  | { kind: 'edit'; id: string; body: AssetUpdate }
  | { kind: 'archive' | 'unarchive'; id: string }
  | { kind: 'nodes'; id: string; body: AssetNodes }
  | { kind: 'bulk'; body: AssetBulkUpdate };

/** PATCH assets/single-files/{id}, /archive, /unarchive, PUT /business-nodes, PATCH assets/single-files (bulk). */
export function changeAsset(partnerId: string, change: AssetChange): Promise<AssetDto | AssetDto[]> {
  const query = { partnerId };
  switch (change.kind) {
    case 'edit':
      return api.patch<AssetDto>(`assets/single-files/${change.id}`, change.body, { query });
    case 'archive':
    case 'unarchive':
      return api.patch<AssetDto>(`assets/single-files/${change.id}/${change.kind}`, undefined, { query });
    case 'nodes':
      return api.put<AssetDto>(`assets/single-files/${change.id}/business-nodes`, change.body, { query });
    case 'bulk':
      return api.patch<AssetDto[]>('assets/single-files', change.body, { query });
  }
}

export function useChangeAsset(partnerId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AssetChange) => changeAsset(partnerId!, change),
    onSuccess: () => client.invalidateQueries({ queryKey: assetsKey }),
  });
}
