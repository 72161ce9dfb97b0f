import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedCheckBody, FeedCreateBody, FeedCreateResult, FeedReport } from '@shared/contracts/asset-feeds';
import { api, ApiError } from '@web/lib/api-client';
import { assetsKey } from './get-assets';

/** POST assets/single-files/feeds/check: the feed's report (nothing stored). */
export const checkFeed = (partnerId: string, body: FeedCheckBody) => api.post<FeedReport>('assets/single-files/feeds/check', body, { query: { partnerId } });

/** POST assets/single-files/feeds: assets from the checked rows; each row's outcome. */
export const createFeedAssets = (partnerId: string, body: FeedCreateBody) => api.post<FeedCreateResult>('assets/single-files/feeds', body, { query: { partnerId } });

/** A refused call's own words: the field message (the spec's) when the server named one. */
export const errorText = (error: Error) => (error instanceof ApiError && error.details?.length ? error.details.map((d) => d.message).join(' ') : error.message);

export function useCheckFeed(partnerId: string | null) {
  return useMutation({ mutationFn: async (file: File) => checkFeed(partnerId!, { fileName: file.name, content: await file.text() }) });
}

export function useCreateFeedAssets(partnerId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedCreateBody) => createFeedAssets(partnerId!, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: assetsKey }),
  });
}
