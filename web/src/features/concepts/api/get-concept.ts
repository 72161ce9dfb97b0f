import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConceptDto } from '@shared/contracts/concepts';
import { api } from '@web/lib/api-client';
import { conceptsQueryKey } from './list-concepts';

export const conceptQueryKey = (partnerId: string | null, id: string | undefined) => [...conceptsQueryKey(partnerId), 'one', id] as const;

/** GET /concepts/{id}: one concept with its brief. */
export function getConcept(partnerId: string, id: string): Promise<ConceptDto> {
  return api.get<ConceptDto>(`concepts/${id}`, { query: { partnerId } });
}

export function useConcept(partnerId: string | null, id: string | undefined) {
  return useQuery(queryOptions({ queryKey: conceptQueryKey(partnerId, id), queryFn: () => getConcept(partnerId!, id!), enabled: Boolean(partnerId && id) }));
}
