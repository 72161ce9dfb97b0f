import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConceptDto, ConceptListItem, ConceptSettingsBody } from '@shared/contracts/concepts';
import { api } from '@web/lib/api-client';
import { conceptsQueryKey } from './list-concepts';

/** PUT /concepts/{id}/archive or /unarchive. */
export function setConceptArchived(partnerId: string, id: string, archived: boolean): Promise<ConceptListItem> {
  return api.put<ConceptListItem>(`concepts/${id}/${archived ? 'archive' : 'unarchive'}`, {}, { query: { partnerId } });
}

/** PUT /concepts/{id}/settings: name and business nodes. */
export function updateConceptSettings(partnerId: string, id: string, body: ConceptSettingsBody): Promise<ConceptDto> {
  return api.put<ConceptDto>(`concepts/${id}/settings`, body, { query: { partnerId } });
}

export function useSetConceptArchived(partnerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) => setConceptArchived(partnerId!, id, archived),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conceptsQueryKey(partnerId) }),
  });
}

export function useUpdateConceptSettings(partnerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ConceptSettingsBody }) => updateConceptSettings(partnerId!, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conceptsQueryKey(partnerId) }),
  });
}
