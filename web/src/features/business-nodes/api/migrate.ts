import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MigrationCheckDto, MigrationResultDto } from '../../../../../shared/contracts/business-nodes';
import { api } from '../../../lib/api-client';

/** POST check-for-migration-conflicts: conflicts and what would move; changes nothing. */
export const checkMigration = (partnerId: string, fromId: string, targetNodeId: string) =>
  api.post<MigrationCheckDto>(`business-nodes/${fromId}/check-for-migration-conflicts`, { targetNodeId }, { query: { partnerId } });

/** POST migrate-users-to, then migrate-bn-subscribers-to: the kinds kept today. */
export async function migrate(partnerId: string, fromId: string, targetNodeId: string): Promise<{ users: number; subscribers: number }> {
  const users = await api.post<MigrationResultDto>(`business-nodes/${fromId}/migrate-users-to`, { targetNodeId }, { query: { partnerId } });
  const subscribers = await api.post<MigrationResultDto>(`business-nodes/${fromId}/migrate-bn-subscribers-to`, { targetNodeId }, { query: { partnerId } });
  return { users: users.moved, subscribers: subscribers.moved };
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
