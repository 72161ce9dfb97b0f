import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateDto } from '@shared/contracts/templates';
import { api } from '@web/lib/api-client';

/** GET /templates/{id}/code: the current version's entry HTML. */
export function useTemplateCode(partnerId: string | null, id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['template-code', partnerId, id],
      queryFn: () => api.get<{ code: string; entry: string }>(`templates/${id}/code`, { query: { partnerId: partnerId! } }),
      enabled: Boolean(partnerId) && enabled,
      staleTime: 0,
    }),
  );
}

/** POST /templates/{id}/code-preview (the spec's 'code-editor preview'): answers the edited code's user-content address. */
export const previewTemplateCode = (partnerId: string, id: string, code: string) => api.post<{ url: string }>(`templates/${id}/code-preview`, { code }, { query: { partnerId } });

/** PUT /templates/{id}/code: `editedCode` saved as the next version. */
export const saveTemplateCode = (partnerId: string, id: string, editedCode: string) => api.put<TemplateDto>(`templates/${id}/code`, { editedCode }, { query: { partnerId } });
