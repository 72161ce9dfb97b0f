import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AudienceDto } from '@shared/contracts/audiences';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';

export const audiencesKey = (campaignId: string) => ['audiences', campaignId] as const;

/** GET audiences?campaignId: the campaign's audiences, by name. */
export const listAudiences = (campaignId: string, partnerId: string | null) =>
  api.get<AudienceDto[]>('audiences', { query: { campaignId, partnerId: partnerId ?? undefined } });

export const audiencesQueryOptions = (campaignId: string, partnerId: string | null) =>
  queryOptions({ queryKey: audiencesKey(campaignId), queryFn: () => listAudiences(campaignId, partnerId) });

export function useAudiences(campaignId: string) {
  return useQuery(audiencesQueryOptions(campaignId, useCurrentPartnerId()));
}
