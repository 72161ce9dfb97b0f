import { useQuery } from '@tanstack/react-query';
import type { SuggestedAsset } from '@shared/contracts/brief-assets';
import { api } from '@web/lib/api-client';

/** GET assets/single-files/brief/suggested-assets?nodeIds[]: library assets for the required categories on the chosen nodes. */
export const getSuggestedAssets = (partnerId: string, nodeIds: string[]) =>
  api.get<{ results: SuggestedAsset[] }>('assets/single-files/brief/suggested-assets', { query: { partnerId, 'nodeIds[]': nodeIds } });

export function useSuggestedAssets(partnerId: string | null, nodeIds: string[]) {
  return useQuery({
    queryKey: ['brief-assets', 'suggested', partnerId, [...nodeIds].sort()],
    queryFn: () => getSuggestedAssets(partnerId!, nodeIds),
    enabled: Boolean(partnerId) && nodeIds.length > 0,
  });
}
