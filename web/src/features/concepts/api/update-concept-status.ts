import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConceptDto, ConceptStatusBody } from '@shared/contracts/concepts';
import { api } from '@web/lib/api-client';
import { conceptQueryKey } from './get-concept';
import { conceptsQueryKey } from './list-concepts';

/** PUT /concepts/{id}/status: a lifecycle event (send for review, approve, reject with a reason). */
export const updateConceptStatus = (partnerId: string, id: string, body: ConceptStatusBody) => api.put<ConceptDto>(`concepts/${id}/status`, body, { query: { partnerId } });

export function useUpdateConceptStatus(partnerId: string | null, id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConceptStatusBody) => updateConceptStatus(partnerId!, id!, body),
    onSuccess: (concept) => client.setQueryData(conceptQueryKey(partnerId, id), concept),
    onSettled: () => client.invalidateQueries({ queryKey: conceptsQueryKey(partnerId) }),
  });
}
