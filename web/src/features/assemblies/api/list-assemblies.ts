import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssemblyDto } from '@shared/contracts/assemblies';
import { api } from '@web/lib/api-client';

export const assembliesQueryKey = (campaignId: string) => ['assemblies', campaignId] as const;

/** GET assemblies?campaignId: the campaign's assemblies, one per user segment. */
export function listAssemblies(campaignId: string): Promise<AssemblyDto[]> {
  return api.get<AssemblyDto[]>('assemblies', { query: { campaignId } });
}

export const assembliesQueryOptions = (campaignId: string) => queryOptions({ queryKey: assembliesQueryKey(campaignId), queryFn: () => listAssemblies(campaignId) });

export function useAssemblies(campaignId: string) {
  return useQuery(assembliesQueryOptions(campaignId));
}
