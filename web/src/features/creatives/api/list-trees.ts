import { useQuery } from '@tanstack/react-query';
import { listTreesResponseSchema } from '@shared/contracts/personalize';
import { api } from '@web/lib/api-client';
import { creativesKeys } from './keys';

/** GET campaigns/{id}/personalize/trees (001 7): the trees the tree selector offers. */
export const listTrees = (campaignId: string) => api.get(`campaigns/${campaignId}/personalize/trees`).then((body) => listTreesResponseSchema.parse(body));

export function useCreativeTrees(campaignId: string) {
  return useQuery({ queryKey: creativesKeys.trees(campaignId), queryFn: () => listTrees(campaignId) });
}
