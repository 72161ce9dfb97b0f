import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateDto } from '@shared/contracts/templates';
import { api } from '@web/lib/api-client';
import { templatesQueryKey } from './list-templates';

/** The template calls that change one (paths in functions/routes.ts); each reads the concept's templates again. */
export const templateChanges = {
  approve: (partnerId: string, id: string, versionId?: string) => api.post<TemplateDto>(`templates/${id}/approve`, versionId ? { versionId } : {}, { query: { partnerId } }),
  unapprove: (partnerId: string, id: string) => api.post<TemplateDto>(`templates/${id}/unapprove`, {}, { query: { partnerId } }),
  archiveGeneration: (partnerId: string, id: string, generation: number, archived: boolean) =>
    api.put<TemplateDto>(`templates/${id}/generations/${generation}/${archived ? 'archive' : 'unarchive'}`, {}, { query: { partnerId } }),
  resize: (partnerId: string, id: string, size: string) => api.post<TemplateDto>(`templates/${id}/resize`, { size }, { query: { partnerId } }),
  remove: (partnerId: string, id: string) => api.delete<void>(`templates/${id}`, { query: { partnerId } }),
};

export function useTemplateChange<V>(partnerId: string | null, conceptId: string | undefined, run: (partnerId: string, input: V) => Promise<unknown>, onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: V) => run(partnerId!, input),
    onSuccess: () => onDone?.(),
    onSettled: () => client.invalidateQueries({ queryKey: templatesQueryKey(partnerId, conceptId) }),
  });
}
