import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { assembliesQueryKey } from './list-assemblies';

/** DELETE assemblies/{id}. */
export function deleteAssembly(id: string): Promise<{ deleted: number }> {
  return api.delete<{ deleted: number }>(`assemblies/${id}`);
}

/** DELETE assemblies/all?campaignId. */
export function deleteAllAssemblies(campaignId: string): Promise<{ deleted: number }> {
  return api.delete<{ deleted: number }>('assemblies/all', { query: { campaignId } });
}

/** Both deletes; each refreshes the campaign's list. */
export function useDeleteAssemblies(campaignId: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: assembliesQueryKey(campaignId) });
  return {
    one: useMutation({ mutationFn: deleteAssembly, onSuccess }),
    all: useMutation({ mutationFn: () => deleteAllAssemblies(campaignId), onSuccess }),
  };
}
