import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateDto } from '@shared/contracts/templates';
import { api } from '@web/lib/api-client';
import { isBusy, templatesQueryKey } from './list-templates';

/** GET /templates/{id}: one template with its generations and the preview address of its current version. */
export const getTemplate = (partnerId: string, id: string) => api.get<TemplateDto>(`templates/${id}`, { query: { partnerId } });

export function useTemplate(partnerId: string | null, conceptId: string | undefined, id: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...templatesQueryKey(partnerId, conceptId), 'one', id],
      queryFn: () => getTemplate(partnerId!, id!),
      enabled: Boolean(partnerId && id),
      refetchInterval: (query) => (query.state.data && isBusy(query.state.data) ? 2_000 : false),
    }),
  );
}
