import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignVariations, GenerateVariationsAccepted, GenerateVariationsRequest, ListTreesResponse } from '@shared/contracts/personalize';
import { api } from '@web/lib/api-client';

export const variationsQueryKey = (campaignId: string) => ['campaign-variations', campaignId] as const;

/** GET campaigns/{id}/variations (ours): one page of the live variations, the counts per size and format, the job. */
export const listCampaignVariations = (campaignId: string, page: number, pageSize: number) =>
  api.get<CampaignVariations>(`campaigns/${campaignId}/variations`, { query: { page, pageSize } });

export const campaignVariationsQueryOptions = (campaignId: string, page: number, pageSize: number) =>
  queryOptions({ queryKey: [...variationsQueryKey(campaignId), page, pageSize], queryFn: () => listCampaignVariations(campaignId, page, pageSize), placeholderData: keepPreviousData });

export function useCampaignVariations(campaignId: string, page: number, pageSize: number, refetchInterval: number | false) {
  return useQuery({ ...campaignVariationsQueryOptions(campaignId, page, pageSize), refetchInterval });
}

/** GET campaigns/{id}/personalize/trees: which platforms the campaign personalises (their limits). */
export function useCampaignTrees(campaignId: string) {
  return useQuery({ queryKey: ['personalize-trees', campaignId], queryFn: () => api.get<ListTreesResponse>(`campaigns/${campaignId}/personalize/trees`) });
}

/** POST campaigns/{id}/generate-variations: checked at once (the server's message on a refusal), written by a job (202). */
export function useGenerateVariations(campaignId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateVariationsRequest) => api.post<GenerateVariationsAccepted>(`campaigns/${campaignId}/generate-variations`, body),
    onSettled: () => client.invalidateQueries({ queryKey: variationsQueryKey(campaignId) }),
  });
}
