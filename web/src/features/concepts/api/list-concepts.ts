import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConceptListAnswer } from '@shared/contracts/concepts';
import type { ConceptStatus } from '@shared/domain/concepts';
import { api } from '@web/lib/api-client';

export interface ConceptListParams {
  search: string;
  status: ConceptStatus[];
  nodeId?: string;
  archived: boolean;
  page: number;
  limit: number;
}

export const conceptsQueryKey = (partnerId: string | null) => ['concepts', partnerId] as const;

/** GET /concepts: a page of the current partner's concepts (0-based page), with search and filters. */
export function listConcepts(partnerId: string, params: ConceptListParams): Promise<ConceptListAnswer> {
  return api.get<ConceptListAnswer>('concepts', {
    query: { partnerId, search: params.search || undefined, status: params.status.join(',') || undefined, nodeId: params.nodeId, archived: params.archived, page: params.page, limit: params.limit },
  });
}

export function useConcepts(partnerId: string | null, params: ConceptListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...conceptsQueryKey(partnerId), 'list', params],
      queryFn: () => listConcepts(partnerId!, params),
      enabled: Boolean(partnerId),
      placeholderData: keepPreviousData,
    }),
  );
}
