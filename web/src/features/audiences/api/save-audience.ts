import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AudienceBody, AudienceDto, AudienceImportBody } from '@shared/contracts/audiences';
import { api, ApiError } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { audiencesKey } from './list-audiences';

/** POST audiences/import?campaignId: the user segment CSV's name and text (the spec's multipart form sent as JSON). */
export const importAudiences = (campaignId: string, partnerId: string | null, body: AudienceImportBody) =>
  api.post<AudienceDto>('audiences/import', body, { query: { campaignId, partnerId: partnerId ?? undefined } });
/** POST audiences?campaignId. */
export const createAudience = (campaignId: string, partnerId: string | null, body: AudienceBody) =>
  api.post<AudienceDto>('audiences', body, { query: { campaignId, partnerId: partnerId ?? undefined } });
/** PUT audiences/{id}. */
export const updateAudience = (id: string, partnerId: string | null, body: AudienceBody) => api.put<AudienceDto>(`audiences/${id}`, body, { query: { partnerId: partnerId ?? undefined } });
/** DELETE audiences/{id}. */
export const deleteAudience = (id: string, partnerId: string | null) => api.delete<void>(`audiences/${id}`, { query: { partnerId: partnerId ?? undefined } });
/** DELETE audiences/all?campaignId. */
export const deleteAllAudiences = (campaignId: string, partnerId: string | null) =>
  api.delete<{ deleted: number }>('audiences/all', { query: { campaignId, partnerId: partnerId ?? undefined } });

/** A refused call's own words: the field messages when the server named them, else its message (the spec's CSV texts). */
export const errorText = (error: Error) => (error instanceof ApiError && error.details?.length ? error.details.map((d) => `${d.path}: ${d.message}`).join(' ') : error.message);

/** The audience calls of one campaign; each success reads the campaign's list again. */
export function useSaveAudience(campaignId: string) {
  const partnerId = useCurrentPartnerId();
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: audiencesKey(campaignId) });
  return {
    importFile: useMutation({ mutationFn: async ({ file, platform }: { file: File; platform: AudienceImportBody['platform'] }) => importAudiences(campaignId, partnerId, { fileName: file.name, content: await file.text(), platform }), onSuccess }),
    create: useMutation({ mutationFn: (body: AudienceBody) => createAudience(campaignId, partnerId, body), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: string; body: AudienceBody }) => updateAudience(id, partnerId, body), onSuccess }),
    remove: useMutation({ mutationFn: (id: string) => deleteAudience(id, partnerId), onSuccess }),
    removeAll: useMutation({ mutationFn: () => deleteAllAudiences(campaignId, partnerId), onSuccess }),
  };
}
