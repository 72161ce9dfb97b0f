import { useQuery } from '@tanstack/react-query';
import type { FloodlightActivitiesResult } from '@shared/contracts/custom-conversions';
import { api } from '@web/lib/api-client';

/** GET google/floodlightActivities/{partnerId}: the partner's floodlight activities on its ad server. */
export function listFloodlightActivities(partnerId: string): Promise<FloodlightActivitiesResult> {
  return api.get<FloodlightActivitiesResult>(`google/floodlightActivities/${partnerId}`, { query: { partnerId } });
}

export function useFloodlightActivities(partnerId: string | null) {
  return useQuery({
    queryKey: ['floodlight-activities', partnerId],
    queryFn: () => listFloodlightActivities(partnerId!),
    enabled: Boolean(partnerId),
    // The ad server's answer changes seldom; an error (no credentials) is shown, not retried.
    staleTime: 5 * 60_000,
    retry: false,
  });
}
