import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssemblyPrerendersDto } from '@shared/contracts/exports';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { rendersKeys } from './keys';

/** The assembly bundles are a render job's results: read again when the campaign's render job ends. */
const assembliesKey = (campaignId: string) => rendersKeys.results(campaignId, 'assemblies');

/** GET html-prerenderer/assemblies (ours): the campaign's assembly zips with their download links. */
export function useAssemblyPrerenders(campaignId: string) {
  const partnerId = useCurrentPartnerId();
  return useQuery({ queryKey: assembliesKey(campaignId), queryFn: () => api.get<AssemblyPrerendersDto>('html-prerenderer/assemblies', { query: { campaignId, partnerId } }) });
}

/** POST html-prerenderer/publish with `assembly` (001 7 'prerender assembly template'): one job on the render queue. */
export function useStartAssemblyPrerender(campaignId: string, platform: string) {
  const client = useQueryClient();
  const partnerId = useCurrentPartnerId();
  return useMutation({
    mutationFn: () => api.post<{ jobId: string; templateIds: string[] }>('html-prerenderer/publish', { campaignId, platform, assembly: true }, { query: { partnerId } }),
    onSettled: () => client.invalidateQueries({ queryKey: rendersKeys.queue(campaignId) }),
  });
}
