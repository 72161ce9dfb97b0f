import { useQuery } from '@tanstack/react-query';
import { creativesCountResponseSchema, type ViewMode } from '@shared/contracts/creatives';
import { api } from '@web/lib/api-client';
import { creativesKeys } from './keys';

/** GET campaigns/{id}/creatives/count?treeId&viewmode (001 7): how many creatives, and how many per status. */
export const countCreatives = (campaignId: string, treeId: string | undefined, viewmode: ViewMode | undefined) =>
  api.get(`campaigns/${campaignId}/creatives/count`, { query: { treeId, viewmode } }).then((body) => creativesCountResponseSchema.parse(body));

export function useCreativesCount(campaignId: string, treeId: string | undefined, viewmode: ViewMode | undefined) {
  return useQuery({ queryKey: creativesKeys.count(campaignId, treeId, viewmode), queryFn: () => countCreatives(campaignId, treeId, viewmode) });
}
