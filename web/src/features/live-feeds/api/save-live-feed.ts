import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectFeedBody, RefreshResult } from '@shared/contracts/datasources';
import { api, ApiError } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { liveFeedKey } from './get-live-feed';

const path = (campaignId: string, rest = '') => `campaigns/${campaignId}/datasources/live${rest}`;

/** A refused call's own words: the field messages when the server named them, else its message. */
export const errorText = (error: Error) => (error instanceof ApiError && error.details?.length ? error.details.map((d) => d.message).join(' ') : error.message);

export type ConnectInput = { source: 'file'; file: File } | { source: 'url'; url: string; refreshMinutes: number | null };

const fileBody = async (file: File) => ({ fileName: file.name, content: await file.text() });

/** Connect (POST datasources/live), refresh now (POST /update) and approve (POST /approve); each reads the feed again. */
export function useSaveLiveFeed(campaignId: string) {
  const partnerId = useCurrentPartnerId();
  const query = { partnerId: partnerId ?? undefined };
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: liveFeedKey(campaignId) });
  return {
    connect: useMutation({
      mutationFn: async (input: ConnectInput) => {
        const body: ConnectFeedBody = input.source === 'file' ? { source: 'file', file: await fileBody(input.file) } : input;
        return api.post<RefreshResult>(path(campaignId), body, { query });
      },
      onSuccess,
    }),
    refresh: useMutation({
      mutationFn: async (file?: File) => api.post<RefreshResult>(path(campaignId, '/update'), file ? { file: await fileBody(file) } : {}, { query }),
      onSuccess,
    }),
    approve: useMutation({ mutationFn: (keys?: string[]) => api.post<RefreshResult>(path(campaignId, '/approve'), keys ? { keys } : {}, { query }), onSuccess }),
  };
}
