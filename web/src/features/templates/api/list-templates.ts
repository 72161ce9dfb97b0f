import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateDto } from '@shared/contracts/templates';
import { api } from '@web/lib/api-client';

export const templatesQueryKey = (partnerId: string | null, conceptId: string | undefined) => ['templates', partnerId, conceptId] as const;

const BUSY_POLL_MS = 2_000;
/** A version still processing, or thumbnails not yet rendered nor failed: asked again (in case the ws-event was missed). */
export const isBusy = (t: TemplateDto) => t.current !== null && (t.current.status === 'processing' || (t.thumbnails === null && t.current.error === null));

/** GET /concepts/{conceptId}/templates. */
export const listTemplates = (partnerId: string, conceptId: string, archived: boolean) =>
  api.get<{ templates: TemplateDto[] }>(`concepts/${conceptId}/templates`, { query: { partnerId, ...(archived ? { archived: 'true' } : {}) } });

export function useTemplates(partnerId: string | null, conceptId: string | undefined, archived = false) {
  return useQuery(
    queryOptions({
      queryKey: [...templatesQueryKey(partnerId, conceptId), { archived }],
      queryFn: async () => (await listTemplates(partnerId!, conceptId!, archived)).templates,
      enabled: Boolean(partnerId && conceptId),
      refetchInterval: (query) => (query.state.data?.some(isBusy) ? BUSY_POLL_MS : false),
    }),
  );
}
