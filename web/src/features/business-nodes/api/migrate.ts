import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MigrationCheckDto, MigrationResultDto } from '@shared/contracts/business-nodes';
import { api } from '@web/lib/api-client';

/** POST check-for-migration-conflicts: conflicts and what would move; changes nothing. */
export const checkMigration = (partnerId: string, fromId: string, targetNodeId: string) =>
  api.post<MigrationCheckDto>(`business-nodes/${fromId}/check-for-migration-conflicts`, { targetNodeId }, { query: { partnerId } });

export type Moved = Record<'campaigns' | 'users' | 'assets' | 'integrations' | 'subscribers', number>;

const MIGRATE_PATHS: Record<keyof Moved, string> = {
  campaigns: 'migrate-campaigns-to',
  users: 'migrate-users-to',
  assets: 'migrate-assets-to',
  integrations: 'migrate-integrations-to',
  subscribers: 'migrate-bn-subscribers-to',
};

/** The migrate-*-to calls of the kinds kept today, one after the other (each runs the conflict check first). */
export async function migrate(partnerId: string, fromId: string, targetNodeId: string): Promise<Moved> {
  const moved = { campaigns: 0, users: 0, assets: 0, integrations: 0, subscribers: 0 };
  for (const kind of Object.keys(MIGRATE_PATHS) as (keyof Moved)[]) {
    moved[kind] = (await api.post<MigrationResultDto>(`business-nodes/${fromId}/${MIGRATE_PATHS[kind]}`, { targetNodeId }, { query: { partnerId } })).moved;
  }
  return moved;
}

export const useCheckMigration = (partnerId: string | null) =>
  useMutation({ mutationFn: (v: { fromId: string; targetNodeId: string }) => checkMigration(partnerId!, v.fromId, v.targetNodeId) });

export function useMigrate(partnerId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { fromId: string; targetNodeId: string }) => migrate(partnerId!, v.fromId, v.targetNodeId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['business-nodes', partnerId] }),
  });
}
